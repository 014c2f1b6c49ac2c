/** What the bench asks, one scenario at a time: each `next()` is one request. */
import { addDays } from "../../src/domain/time";
import { type BookingSlot, type Pools, pick, randomServiceOption, randomSpecialty } from "./pools";

export interface BenchRequest {
  path: string;
  method?: "GET" | "POST";
  body?: string;
  cookie: string;
}

export interface Budget {
  rate: number;
  p99: number;
}

/** Issue 9 §4 and issues 17 and 18: search and the public profile page. */
export const READ_BUDGET: Budget = { rate: 1_000, p99: 50 };
/** Issue 34, item 4 (decision 0405): an admin's report answers within 50 ms. */
export const ADMIN_REPORT_BUDGET: Budget = { rate: 50, p99: 50 };
/** Issue 9 §4 ("booking POST ≥ 200 requests/s p99 ≤ 50 ms") and issue 17. */
export const BOOKING_BUDGET: Budget = { rate: 200, p99: 50 };

export interface Scenario {
  name: string;
  /** The method of every request (reads: GET). */
  method?: "GET" | "POST";
  next(): BenchRequest;
  /** The status a correct answer has (409 for the taken-slot scenario). */
  expected: number;
  /** Other statuses a correct answer may have (the loser of a race for a slot: 409). */
  alsoAccepted?: number[];
  /**
   * The budget (decision 0367): the server answers at least `rate` requests/s (closed
   * loop, as fast as answered) and, offered `rate` requests/s evenly over the same connections,
   * keeps the p99 within `p99` ms. Checked by a full run (not `--small`).
   */
  budget?: Budget;
  /** Reads get the database's own time beside the API's. */
  explain: boolean;
  /** Why this read may scan a large table (it counts every row of it). */
  seqScanAllowed?: string;
  /** Paths asked once each, one at a time, before the measurement (pages people already opened). */
  warmUp?: readonly string[];
  /** Requests offered per second over all connections (open loop); unset: as fast as answered. */
  rate?: number;
}

/** The name of a scenario's run at a rate (its budget's, by default). */
export const offeredName = (scenario: Scenario, rate = scenario.budget?.rate) =>
  `${scenario.name}, ${rate}/s offered`;

/**
 * The same requests offered at a steady rate instead of as fast as the server answers: what a
 * person waits at that load, not at saturation (where, with 50 requests always in flight, the
 * mean wait is 50 / throughput whatever the request costs).
 */
export const atRate = (scenario: Scenario, rate: number): Scenario => ({
  ...scenario,
  name: offeredName(scenario, rate),
  rate,
  // Measured once at its rate: no warm-up again, no plans read again, no budget run of its own.
  warmUp: undefined,
  explain: false,
  budget: undefined,
});

export interface Callers {
  clients: string[];
  /** Cookies of clients made for the booking scenario, a few bookings each. */
  bookers: string[];
  professional: string;
  admin: string;
}

const search = (params: Record<string, string>) =>
  `/api/professionals/search?${new URLSearchParams(params)}`;

export const booking = (slot: BookingSlot) =>
  JSON.stringify({ ...slot, status: "pending", serviceType: "online" });

/** GETs as a client, parameters from `path()`. */
const read = (name: string, cookie: string, path: () => string): Scenario => ({
  name,
  expected: 200,
  explain: true,
  next: () => ({ path: path(), cookie }),
});

export function searchScenarios(pools: Pools, callers: Callers, page10After: Map<string, string>) {
  const cookie = callers.clients[0]!;
  const specialties = [...page10After.keys()];
  return [
    {
      ...read("search: specialty", cookie, () => search({ specialty: randomSpecialty() })),
      budget: READ_BUDGET,
    },
    read("search: specialty + neighbourhood + mode", cookie, () => {
      const { specialty, neighborhood } = pick(pools.specialtyNeighbourhoods);
      return search({ specialty, neighborhood, serviceOptions: randomServiceOption() });
    }),
    // Issue 18 (decision 0331): a city's bairro, typed as people type it (any case, no accents).
    ...(pools.cityNeighbourhoods.length === 0
      ? []
      : [
          {
            ...read("search: city + bairro", cookie, () => {
              const { specialty, city, neighborhood } = pick(pools.cityNeighbourhoods);
              return search({
                specialty,
                city: city.toLowerCase(),
                neighborhood: neighborhood.normalize("NFD").replace(/[\u0300-\u036f]/g, ""),
                serviceOptions: "local_proprio",
              });
            }),
            budget: READ_BUDGET,
          },
        ]),
    read("search: name", cookie, () => search({ name: pick(pools.names) })),
    read("search: price window", cookie, () => {
      const min = 50 + 10 * Math.floor(Math.random() * 20);
      return search({ minPrice: `${min}`, maxPrice: `${min + 100}` });
    }),
    read("search: page 10 (keyset)", cookie, () => {
      const specialty = pick(specialties);
      return search({ specialty, after: page10After.get(specialty)! });
    }),
    // Issue 17, decision 0290: 'Mais cedo disponível', the walk of next_free_at's indexes.
    {
      ...read("search: next free slot", cookie, () => search({ sort: "next_available" })),
      budget: READ_BUDGET,
    },
    {
      ...read("search: specialty by next free slot", cookie, () =>
        search({ specialty: randomSpecialty(), sort: "next_available" }),
      ),
      budget: READ_BUDGET,
    },
  ];
}

export function readScenarios(pools: Pools, callers: Callers): Scenario[] {
  const cookie = callers.clients[0]!;
  const weekEnd = addDays(pools.weekStart, 6);
  let dialogStep = 0;
  let firstVisit = 0;
  let dialogPro = pick(pools.professionalIds);
  return [
    read("public profile", cookie, () => `/api/professionals/${pick(pools.professionalIds)}`),
    // Issue 18 (decisions 0351, 0356): the page a shared link opens, as a visitor (no cookie).
    // First visits: every request a page nobody opened, rendered with its reads.
    ...(pools.firstVisitPaths.length === 0
      ? []
      : [
          {
            name: "public profile (SSR), first visits",
            expected: 200,
            explain: false,
            budget: READ_BUDGET,
            next: () => ({
              path: pools.firstVisitPaths[firstVisit++ % pools.firstVisitPaths.length]!,
              cookie: "",
            }),
          },
        ]),
    // Shared links: 1,000 pages opened again and again (each rendered once, then kept).
    {
      name: "public profile (SSR), shared links",
      expected: 200,
      explain: false,
      budget: READ_BUDGET,
      warmUp: pools.profilePaths,
      next: () => ({ path: pick(pools.profilePaths), cookie: "" }),
    },
    read(
      "reviews of a professional",
      cookie,
      () => `/api/reviews/professional/${pick(pools.professionalIds)}`,
    ),
    read("booking dialog: a week's 4 reads", cookie, () => {
      if (dialogStep % 4 === 0) dialogPro = pick(pools.professionalIds);
      const week = { professionalId: dialogPro };
      const paths = [
        `/api/agenda/availability/${dialogPro}`,
        `/api/agenda/settings/${dialogPro}`,
        `/api/agenda/blocked/range?${new URLSearchParams({ ...week, startDate: pools.weekStart, endDate: weekEnd })}`,
        `/api/appointments/professional/week?${new URLSearchParams({ ...week, weekStart: pools.weekStart })}`,
      ];
      return paths[dialogStep++ % 4]!;
    }),
    read("client appointments", cookie, () => "/api/appointments/client"),
    read(
      "professional pending list",
      callers.professional,
      () => "/api/agenda/appointments/pending",
    ),
    // Both dashboard counts read the trigger-kept counters (decision 0190): no large scan.
    read("admin stats", callers.admin, () => "/api/admin/stats"),
    read("admin appointment stats", callers.admin, () => "/api/admin/appointments/stats"),
    // Decision 0405: the reports read the trigger-kept daily figures; the longest period (a
    // year), all or one specialty and city, one range scan each.
    {
      ...read("admin reports", callers.admin, () => {
        const to = addDays(pools.weekStart, 6);
        const filter = pick(REPORT_FILTERS);
        return `/api/admin/reports?${new URLSearchParams({ from: addDays(to, -365), to, ...filter })}`;
      }),
      budget: ADMIN_REPORT_BUDGET,
    },
  ];
}

const REPORT_FILTERS: Record<string, string>[] = [
  {},
  { specialty: "Psicologia" },
  { city: "São Paulo" },
  { specialty: "Nutrição", city: "Rio de Janeiro" },
];

/** Every request a different free slot; clients take turns. */
export function bookingScenario(pools: Pools, callers: Callers): Scenario {
  let i = 0;
  let last = pools.slots[0]!;
  return {
    name: "booking: POST a free slot",
    method: "POST",
    expected: 201,
    // Issue 17: under 50 connections, bookings spread over many professionals.
    budget: BOOKING_BUDGET,
    explain: false,
    next: () => {
      // Past the pool's end the last slot repeats: its 409s then show as errors in the table.
      last = pools.slots.pop() ?? last;
      return {
        method: "POST",
        path: "/api/appointments",
        body: booking(last),
        cookie: callers.bookers[i++ % callers.bookers.length]!,
      };
    },
  };
}

/** The same taken slot again and again: the 409 path. */
export function takenSlotScenario(taken: BookingSlot, callers: Callers): Scenario {
  return {
    name: "booking: POST a taken slot (409)",
    method: "POST",
    expected: 409,
    explain: false,
    next: () => ({
      method: "POST",
      path: "/api/appointments",
      body: booking(taken),
      // Not the client who holds the slot, and one with no request waiting.
      cookie: callers.clients[2]!,
    }),
  };
}
