/**
 * npm run bench: the production server under HTTP load (autocannon), one scenario at a time,
 * on PostgreSQL (1 and N worker processes) and on the embedded PGlite. Options in
 * scripts/bench/options.ts; results in bench/results/<date>.json; docs/performance.md reads them.
 * Fails on an error answer or a sequential scan of a large table; a full run (not `--small`) also
 * fails on a scenario under its budget (decision 0367; scripts/bench/budgets.ts).
 */
import os from "node:os";
import path from "node:path";
import { openPglite, openPostgres } from "../src/server/db/client";
import { clearBenchRequests, prepareAccounts, prepareBookers } from "./bench/accounts";
import { latencyAlone } from "./bench/alone";
import { hotProfessionalScenario, seriesScenario, seriesSupported } from "./bench/booking";
import { overBudget } from "./bench/budgets";
import { bookOnce, page10Cursors, signInCallers } from "./bench/callers";
import { Explainer } from "./bench/explain";
import { type LoadResult, runLoad } from "./bench/load";
import { benchNotifications, describeNotifications } from "./bench/notifications";
import { parseBenchOptions } from "./bench/options";
import { drawPools, hotProfessionalSlots } from "./bench/pools";
import { startReference } from "./bench/reference";
import { printHeader, printRow, type Row, writeResults } from "./bench/report";
import {
  atRate,
  bookingScenario,
  readScenarios,
  type Scenario,
  searchScenarios,
  takenSlotScenario,
} from "./bench/scenarios";
import { preparePglite, preparePostgres } from "./bench/seed";
import { backendsCpuMs, type RunningServer, startServer } from "./bench/server";
import { BENCH_PUBLIC_URL, settleOutbox, settlePages, vacuumAfterCatchUp } from "./bench/settle";
import { buildWebApp, isWebBuildStale } from "./web-build";

const SESSION_SECRET = "bench-session-secret-0123456789abcdef";
const options = parseBenchOptions(process.argv.slice(2));
/**
 * The whole bench and its pages' part measure the public pages. Another part alone runs without
 * them: after a change to the code the server would render every page again during the
 * measurement (the pages' runs wait for it), and no web build is needed.
 */
const measuresPages = options.part === undefined || options.part === "pages";
const rows: Row[] = [];
const budgeted: Scenario[] = [];
/**
 * The bare-stack reference (issue 35), while PostgreSQL's one-process run lasts: measured just
 * before each read, so each read's share of it compares two loads of the same minute.
 */
let reference: Awaited<ReturnType<typeof startReference>> | undefined;
// Enough free slots for the booking scenario at 2,000 requests/s, once per worker setting.
const wantedSlots = options.seconds * 2_000 * 2;
// Bookers at a few bookings each (the pending-request limit) for that many bookings.
const bookerCount = options.seconds * 400;

/** One scenario's load on `server`, with the CPU each answered request cost it and PostgreSQL. */
async function measure(
  server: RunningServer,
  scenario: Scenario,
  dbName?: string,
): Promise<LoadResult & Pick<Row, "cpuPerRequest" | "loadAverage">> {
  const before = { server: server.cpuMs(), postgres: dbName ? backendsCpuMs(dbName) : 0 };
  const result = await runLoad(server.url, scenario, options.connections, options.seconds);
  if (result.requests === 0) return result;
  const cpuPerRequest = {
    server: (server.cpuMs() - before.server) / result.requests,
    postgres: dbName ? (backendsCpuMs(dbName) - before.postgres) / result.requests : 0,
  };
  return { ...result, cpuPerRequest, loadAverage: os.loadavg()[0] };
}

async function run(
  database: string,
  workers: number,
  server: RunningServer,
  scenarios: Scenario[],
  explainer?: Explainer,
  dbName?: string,
  dbUrl?: string,
) {
  const { url } = server;
  for (const scenario of scenarios) {
    // Measured alone: not while the server sends the e-mails of the scenario before.
    if (dbUrl) {
      const waited = await settleOutbox(dbUrl);
      if (waited > 2) console.log(`(waited ${waited.toFixed(0)} s for the e-mail outbox to drain)`);
    }
    for (const path of scenario.warmUp ?? []) {
      const response = await fetch(`${url}${path}`, { headers: { "accept-encoding": "br" } });
      await response.arrayBuffer();
    }
    // A closed-loop read beside the bare stack, measured just before it (issue 35).
    const referenceRun =
      reference && scenario.method !== "POST" && !scenario.rate
        ? await measure(reference.server, reference.scenario, dbName)
        : undefined;
    const result = await measure(server, scenario, dbName);
    const row: Row = { ...result, database, workers };
    // The CPU cost per request is one process's only with one worker.
    if (workers !== 1) delete row.cpuPerRequest;
    if (referenceRun) {
      row.reference = {
        requestsPerSecond: referenceRun.requestsPerSecond,
        serverCpuMs: referenceRun.cpuPerRequest?.server ?? 0,
        errors: referenceRun.errors,
      };
      row.ofReference = result.requestsPerSecond / referenceRun.requestsPerSecond;
    }
    if (explainer && scenario.explain) {
      // A few drawn requests: their mean database time, the union of their large seq scans.
      // One at a time: the explainer collects the SQL of the request in flight.
      const explainFour = async () => {
        const drawn = [];
        for (let i = 0; i < 4; i++) {
          const request = scenario.next();
          drawn.push(await explainer.explain(request.path, request.cookie));
        }
        return drawn;
      };
      let samples = await explainFour();
      // A seq scan may be a plan made on statistics the server's catch-up made stale (it expires
      // the seed's due requests at start): the tables analyzed again, it must hold to fail.
      const scanned = [...new Set(samples.flatMap((s) => s.seqScans))];
      if (scanned.length > 0 && !scenario.seqScanAllowed) {
        await explainer.analyze(scanned);
        samples = await explainFour();
        console.log(`(seq scan of ${scanned.join(", ")}: analyzed again and explained again)`);
      }
      row.p50Alone = await latencyAlone(url, scenario);
      const slowest = samples.reduce((a, b) => (b.dbMs > a.dbMs ? b : a));
      row.explained = {
        dbMs: samples.reduce((sum, s) => sum + s.dbMs, 0) / samples.length,
        planMs: samples.reduce((sum, s) => sum + s.planMs, 0) / samples.length,
        statements: slowest.statements,
        plan: slowest.plan,
        seqScans: scenario.seqScanAllowed ? [] : [...new Set(samples.flatMap((s) => s.seqScans))],
      };
    }
    printRow(row);
    rows.push(row);
    // The budget's own load (decision 0367): its rate offered evenly, the wait of each request.
    // Budgets are PostgreSQL's with one process (the figures the issues name).
    if (scenario.budget && workers === 1 && dbName) {
      const offered = atRate(scenario, scenario.budget.rate);
      await run(database, workers, server, [offered], undefined, dbName, dbUrl);
    }
  }
}

async function benchPostgres() {
  const dbUrl = await preparePostgres(options.postgresUrl, options.professionals, options.fresh);
  const setup = openPostgres(dbUrl, 2);
  const professionalEmail = await prepareAccounts(setup.db);
  await clearBenchRequests(setup.db);
  const bookers = await prepareBookers(setup.db, bookerCount, SESSION_SECRET);
  const pools = await drawPools(setup.db, wantedSlots);
  const hotSlots = await hotProfessionalSlots(setup.db);
  await setup.close();
  const explainer = await Explainer.open(dbUrl, SESSION_SECRET);
  const label = `pg ${options.professionals / 1000}k`;
  // PUBLIC_URL as in production: the server renders its public pages for it (decision 0369).
  const serverEnv = {
    DATABASE_URL: dbUrl,
    ...(measuresPages ? { PUBLIC_URL: BENCH_PUBLIC_URL } : {}),
  };
  let server = await startServer({ ...serverEnv, WORKERS: "1" });
  const callers = await signInCallers(server.url, professionalEmail, bookers);
  const taken = pools.slots.pop()!;
  await bookOnce(server.url, callers.clients[1]!, taken);
  const search = searchScenarios(
    pools,
    callers,
    await page10Cursors(server.url, callers.clients[0]!),
  );
  // Issue 17: spread bookings, a hot professional, a series of 12 once the API takes one. Each
  // books agendas of its own: a series' later dates or the hot professional's slots would
  // otherwise take slots the spread scenario (run again with 2 workers) still counts as free.
  const hotIds = new Set(hotSlots.map((slot) => slot.professionalId));
  const spreadIds = [...new Set(pools.slots.map((slot) => slot.professionalId))].filter(
    (id) => !hotIds.has(id),
  );
  const seriesIds = new Set(spreadIds.slice(0, Math.ceil(spreadIds.length / 4)));
  const seriesSlots = pools.slots.filter((slot) => seriesIds.has(slot.professionalId));
  pools.slots = pools.slots.filter(
    (slot) => !seriesIds.has(slot.professionalId) && !hotIds.has(slot.professionalId),
  );
  const booking = bookingScenario(pools, callers);
  const bookings = [booking, hotProfessionalScenario(hotSlots, callers)];
  if (await seriesSupported(server.url, callers.clients[3]!))
    bookings.push(seriesScenario(seriesSlots, callers));
  else console.log("series of 12: POST /api/appointments takes no recurrence yet, not measured");
  const reads = readScenarios(pools, callers);
  budgeted.push(...[...bookings, ...search, ...reads].filter((scenario) => scenario.budget));
  if (measuresPages) {
    const waited = await settlePages(dbUrl);
    if (waited > 2)
      console.log(`(waited ${waited.toFixed(0)} s for the public pages to be rendered)`);
  }
  const vacuumed = await vacuumAfterCatchUp(dbUrl);
  if (vacuumed > 2)
    console.log(`(waited ${vacuumed.toFixed(0)} s for the start's catch-up and a vacuum)`);
  printHeader(options.connections, options.seconds);
  // The bare stack on the same rows, beside each read of the one-process run (issue 35).
  reference = await startReference(dbUrl);
  const dbName = new URL(dbUrl).pathname.slice(1);
  await run(
    label,
    1,
    server,
    {
      pages: () => reads.filter((scenario) => scenario.name.startsWith("public profile")),
      admin: () => reads.filter((scenario) => scenario.name.startsWith("admin")),
      search: () => search,
      booking: () => bookings,
      all: () => [...search, ...reads, ...bookings, takenSlotScenario(taken, callers)],
    }[options.part ?? "all"](),
    explainer,
    dbName,
    dbUrl,
  );
  await server.stop();
  await explainer.close();
  // The reference is one process on PostgreSQL: the other runs are not compared with it.
  await reference.server.stop();
  reference = undefined;
  if (options.workers > 1 && options.part === undefined) {
    server = await startServer({ ...serverEnv, WORKERS: String(options.workers) });
    await run(
      label,
      options.workers,
      server,
      [search[0]!, search[1]!, booking],
      undefined,
      undefined,
      dbUrl,
    );
    await server.stop();
  }
}

async function benchPglite() {
  const dataDir = path.join(os.tmpdir(), `acolher-bench-pglite-${options.pgliteProfessionals}`);
  await preparePglite(dataDir, options.pgliteProfessionals);
  const setup = await openPglite({ dataDir: path.join(dataDir, "pglite") });
  const professionalEmail = await prepareAccounts(setup.db);
  await clearBenchRequests(setup.db);
  const bookers = await prepareBookers(setup.db, bookerCount, SESSION_SECRET);
  const pools = await drawPools(setup.db, wantedSlots / 2);
  await setup.close();
  const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: "", WORKERS: "1" });
  const callers = await signInCallers(server.url, professionalEmail, bookers);
  const search = searchScenarios(
    pools,
    callers,
    await page10Cursors(server.url, callers.clients[0]!),
  );
  await run(`pglite ${options.pgliteProfessionals / 1000}k`, 1, server, [
    search[0]!,
    search[1]!,
    bookingScenario(pools, callers),
  ]);
  await server.stop();
}

// The public profile is rendered by the built server entry (decision 0351): build when stale.
const root = path.join(import.meta.dirname, "..");
if (measuresPages && isWebBuildStale(root)) buildWebApp(root);
await benchPostgres();
const postgresOnly = options.part !== undefined;
if (options.pglite && !postgresOnly) await benchPglite();
// Issue 16's budgets: notify's cost, the outbox drain, the unread count (scratch database).
const notificationRun = postgresOnly
  ? { lines: [], failed: false }
  : describeNotifications(
      await benchNotifications(options.postgresUrl, options.professionals < 100_000),
    );
for (const line of notificationRun.lines) console.log(line);
const file = writeResults(rows, options);
const problems = rows.filter(
  (r) => r.errors > 0 || r.reference?.errors || r.explained?.seqScans.length,
);
for (const r of problems)
  console.error(
    `FAILED ${r.database} ${r.scenario}: ${r.errors} errors${r.reference?.errors ? ` (reference: ${r.reference.errors})` : ""} ${JSON.stringify(r.statuses)} ${r.explained?.seqScans.join(", ") ?? ""}`,
  );
// Issues 9, 17 and 18's budgets, on PostgreSQL with one worker (the figures the issues name).
const slow = overBudget(
  rows.filter((r) => r.database.startsWith("pg ") && r.workers === 1),
  budgeted,
);
for (const line of slow) console[options.budgets ? "error" : "log"](`OVER BUDGET ${line}`);
console.log(
  `\nwritten ${file}${problems.length ? "" : "; no errors, no sequential scan of a large table"}`,
);
process.exitCode =
  problems.length || notificationRun.failed || (options.budgets && slow.length) ? 1 : 0;
