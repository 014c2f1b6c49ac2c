import type { FastifyBaseLogger } from "fastify";
import { purgeExpiredSessions } from "../auth/sessions";
import type { Db } from "../db/client";
import { expireUnansweredRequests } from "../features/appointments/expire-unanswered-requests";
import { createDueConfirmations } from "../features/confirmations/create-due-confirmations";

interface Job {
  name: string;
  everyMs: number;
  run(db: Db): Promise<unknown>;
}

/** Periodic work. Areas add their jobs here. */
export const JOBS: Job[] = [
  {
    name: "expire-unanswered-requests",
    everyMs: 5 * 60_000,
    run: (db) => expireUnansweredRequests(db),
  },
  {
    name: "create-service-confirmations",
    everyMs: 5 * 60_000,
    run: (db) => createDueConfirmations(db),
  },
  {
    name: "purge-expired-sessions",
    everyMs: 60 * 60_000,
    run: (db) => purgeExpiredSessions(db),
  },
];

export function startJobs(db: Db, log: FastifyBaseLogger): () => void {
  const timers = JOBS.map((job) => {
    const tick = () => job.run(db).catch((err) => log.error({ err }, `job ${job.name} failed`));
    void tick();
    return setInterval(tick, job.everyMs);
  });
  return () => {
    for (const t of timers) clearInterval(t);
  };
}
