import type { Random } from "./random";
import type { SeededClient, SeededProfessional, Visit, VisitPlanner } from "./visits";

const BOTH = { client: true, professional: true };

function ratingAround(quality: number, random: Random): number {
  const rating = Math.round(quality + (random.next() - 0.5) * 1.6);
  return Math.min(5, Math.max(3, rating));
}

/** Past services, their confirmations and reviews, plus a few upcoming bookings. */
function planProfessional(
  planner: VisitPlanner,
  pro: SeededProfessional,
  clients: SeededClient[],
  random: Random,
) {
  if (pro.tag === "pending") return;
  const client = () => random.pick(clients);
  if (pro.tag === "new") {
    if (random.chance(0.6)) planner.add(pro, client(), { from: 1, to: 10, status: "pending" });
    return;
  }
  const past = pro.tag === "quiet" ? random.int(0, 2) : random.int(3, 8);
  for (let i = 0; i < past; i++) {
    const reviewed = pro.tag !== "quiet" && random.chance(0.8);
    planner.add(pro, client(), {
      from: -75,
      to: -2,
      status: "confirmed",
      confirmedBy: BOTH,
      rating: reviewed ? ratingAround(pro.quality, random) : undefined,
    });
  }
  if (random.chance(0.3)) planner.add(pro, client(), { from: -40, to: -1, status: "cancelled" });
  if (random.chance(0.15)) {
    planner.add(pro, client(), { from: -30, to: -1, status: "auto_rejected" });
  }
  for (let i = random.int(0, 2); i > 0; i--) {
    planner.add(pro, client(), { from: 1, to: 14, status: "approved" });
  }
  if (random.chance(0.4)) planner.add(pro, client(), { from: 1, to: 10, status: "pending" });
}

/**
 * Rafael's practice: requests to answer, sessions ahead (this week's among them), a blocked
 * slot, reviews behind and two services waiting for his confirmation.
 */
function planDemoProfessional(
  planner: VisitPlanner,
  rafael: SeededProfessional,
  clients: SeededClient[],
) {
  const [a, b, c, d, e, f] = clients;
  for (const [client, rating] of [
    [a, 5],
    [b, 5],
    [c, 4],
    [d, 5],
    [e, undefined],
    [f, undefined],
  ] as const) {
    planner.add(rafael, client!, {
      from: -45,
      to: -3,
      status: "confirmed",
      confirmedBy: BOTH,
      rating,
    });
  }
  planner.add(rafael, b!, {
    from: -2,
    to: -1,
    status: "confirmed",
    confirmedBy: { client: true, professional: false },
  });
  planner.add(rafael, e!, {
    from: -3,
    to: -1,
    status: "confirmed",
    confirmedBy: { client: false, professional: false },
  });
  // Sessions still ahead in this Sunday-to-Saturday week, as long as the week has time left.
  for (const client of [c, f])
    planner.add(rafael, client!, { from: 0, to: planner.daysLeftInWeek, status: "approved" });
  for (const client of [c, d, e])
    planner.add(rafael, client!, { from: 1, to: 10, status: "pending" });
  for (const client of [a, f, b])
    planner.add(rafael, client!, { from: 1, to: 7, status: "approved" });
  planner.block(rafael, { from: 1, to: 6, reason: "Supervisão clínica" });
}

/** Carla's screens: a request, a session ahead, a service to confirm, one to review. */
function planDemoClient(
  planner: VisitPlanner,
  carla: SeededClient,
  find: (email: string) => SeededProfessional,
) {
  const required = (visit: Visit | null) => {
    if (!visit) throw new Error("no free slot for the demo client's appointments");
  };
  required(
    planner.add(find("profissional@acolher.demo"), carla, { from: 2, to: 7, status: "pending" }),
  );
  required(
    planner.add(find("lucia.ferreira@acolher.demo"), carla, {
      from: 3,
      to: 10,
      status: "approved",
    }),
  );
  required(
    planner.add(find("natalia.guimaraes@acolher.demo"), carla, {
      from: -7,
      to: -2,
      status: "confirmed",
      confirmedBy: { client: false, professional: true },
    }),
  );
  required(
    planner.add(find("luana.prado@acolher.demo"), carla, {
      from: -15,
      to: -8,
      status: "confirmed",
      confirmedBy: BOTH,
    }),
  );
  required(
    planner.add(find("felipe.souza@acolher.demo"), carla, {
      from: -40,
      to: -20,
      status: "confirmed",
      confirmedBy: BOTH,
      rating: 5,
    }),
  );
}

export function planVisits(
  planner: VisitPlanner,
  professionals: SeededProfessional[],
  clients: SeededClient[],
  carla: SeededClient,
  random: Random,
): Visit[] {
  const find = (email: string) => {
    const pro = professionals.find((p) => p.email === email);
    if (!pro) throw new Error(`demo professional ${email} missing`);
    return pro;
  };
  planDemoClient(planner, carla, find);
  for (const pro of professionals) {
    if (pro.tag === "demo") planDemoProfessional(planner, pro, clients);
    else planProfessional(planner, pro, clients, random);
  }
  return planner.visits;
}
