import { purgeExpiredSessions } from "@server/auth/sessions";
import { sweepVisitorReads } from "@server/auth/visitor-limit";
import type { Db } from "@server/db/client";
import { foldReportDaily } from "@server/features/admin/fold-report-daily";
import { foldStatCounters } from "@server/features/admin/fold-stat-counters";
import { expireUnansweredRequests } from "@server/features/appointments/expire-unanswered-requests";
import { sendSessionReminders } from "@server/features/appointments/send-session-reminders";
import { warnExpiringRequests } from "@server/features/appointments/warn-expiring-requests";
import { handOutResetLinks } from "@server/features/auth/request-password-reset";
import { createDueConfirmations } from "@server/features/confirmations/create-due-confirmations";
import { sendMessageMails } from "@server/features/messages/message-mail";
import { deliverOutbox, type MailSettings } from "@server/notifications/deliver";
import { NEXT_FREE_JOB_EVERY_MS, refreshPassedNextFree } from "@server/shared/next-free";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { applyRetention } from "./apply-retention";

export interface Job {
  name: string;
  everyMs: number;
  /** One idempotent run at `instant` (the app's clock). */
  run(db: Db, instant: Date): Promise<unknown>;
  /**
   * The job locks its own rows and commits as it goes (deliver-email, decision 0245): it runs
   * on the database itself, not inside the advisory-lock transaction, so processes share it.
   */
  ownTransactions?: boolean;
}

/** Periodic work. Areas add their jobs here. */
export const JOBS: Job[] = [
  {
    name: "expire-unanswered-requests",
    everyMs: 5 * 60_000,
    run: (db, instant) => expireUnansweredRequests(db, {}, instant),
  },
  {
    name: "create-service-confirmations",
    everyMs: 5 * 60_000,
    run: (db, instant) => createDueConfirmations(db, instant),
  },
  {
    // Both sides, 24 hours before an approved session (decision 0230).
    name: "send-session-reminders",
    everyMs: 5 * 60_000,
    run: (db, instant) => sendSessionReminders(db, instant),
  },
  {
    // The professional again, 12 hours before a pending request expires (decision 0231).
    name: "warn-expiring-requests",
    everyMs: 5 * 60_000,
    run: (db, instant) => warnExpiringRequests(db, instant),
  },
  {
    // Issue 17 (decision 0291): next free slots that time has moved, each under its agenda lock.
    name: "refresh-next-free",
    everyMs: NEXT_FREE_JOB_EVERY_MS,
    // Rounds of 100 professionals, each its own transaction (the lock table is small).
    ownTransactions: true,
    run: (db, instant) => refreshPassedNextFree(db, instant),
  },
  {
    // Issue 34 (decision 0406): one e-mail for a message unread for 10 minutes, without its text.
    name: "send-message-mails",
    everyMs: 60_000,
    run: (db, instant) => sendMessageMails(db, instant),
  },
  {
    // The visitors' shared read counts of past minutes (decision 0411; empty on PGlite).
    name: "sweep-visitor-reads",
    everyMs: 60_000,
    run: (db, instant) => sweepVisitorReads(db, instant),
  },
  {
    name: "purge-expired-sessions",
    everyMs: 60 * 60_000,
    run: (db) => purgeExpiredSessions(db),
  },
  {
    // Issue 31, item 2 (decision 0393): what the privacy notice keeps for a while, erased after.
    name: "apply-retention",
    everyMs: 6 * 60 * 60_000,
    run: (db, instant) => applyRetention(db, instant),
  },
  {
    // The admin counts' deltas summed into one row per counter (decision 0190), and the
    // reports' daily deltas into one row per key (decision 0405).
    name: "fold-stat-counters",
    everyMs: 10_000,
    run: async (db) => (await foldStatCounters(db)) + (await foldReportDaily(db)),
  },
];

/**
 * Sends the e-mail outbox (decision 0210). Not in JOBS: it needs the mail settings, so the
 * entry point adds it (`startJobs(db, log, clock, [...JOBS, emailDeliveryJob(mail)])`).
 */
export const emailDeliveryJob = (mail: MailSettings): Job => {
  // A run takes up to RUN_BUDGET_MS (longer while a slow server answers): a tick that finds
  // the previous run of this process still going skips instead of running beside it.
  let running = false;
  return {
    name: "deliver-email",
    // A run lasts up to RUN_BUDGET_MS while messages are due; ticking every second (a tick finds
    // the previous run still going and skips) leaves at most 1 s idle between runs.
    everyMs: 1_000,
    ownTransactions: true,
    async run(db, instant) {
      if (running) return;
      running = true;
      try {
        // 'Esqueci minha senha' requests become links and e-mails here, not in the request
        // (decision 0373): sent in this same run.
        await handOutResetLinks(db);
        return await deliverOutbox(db, mail, instant);
      } finally {
        running = false;
      }
    },
  };
};

/** Arbitrary namespace for the jobs' advisory locks (the first key of the two-key form). */
const JOB_LOCK_SPACE = 4_242;

/**
 * One run of a job, unless another process (another worker, another host on the same
 * database) is running it right now: the transaction-scoped advisory lock is released at the end
 * of the run, even if the process dies. Jobs are idempotent, so a later run finds nothing left.
 */
export async function runJobOnce(db: Db, job: Job, instant = new Date()): Promise<"ran" | "busy"> {
  if (job.ownTransactions) {
    await job.run(db, instant);
    return "ran";
  }
  return db.transaction(async (tx) => {
    // Both drivers (pg, PGlite) answer execute() with { rows }.
    const { rows } = (await tx.execute(
      sql`SELECT pg_try_advisory_xact_lock(${JOB_LOCK_SPACE}, hashtext(${job.name})) AS locked`,
    )) as unknown as { rows: { locked: boolean }[] };
    if (!rows[0]?.locked) return "busy";
    await job.run(tx, instant);
    return "ran";
  });
}

export function startJobs(
  db: Db,
  log: FastifyBaseLogger,
  clock: () => Date = () => new Date(),
  jobs: readonly Job[] = JOBS,
): () => Promise<void> {
  // Runs in progress: stopping waits for them, so the database is not closed under a job.
  const running = new Set<Promise<unknown>>();
  const track = (run: Promise<unknown>) => {
    running.add(run);
    void run.finally(() => running.delete(run));
  };
  const timers = jobs.map((job) => {
    const tick = () =>
      runJobOnce(db, job, clock()).catch((err) => log.error({ err }, `job ${job.name} failed`));
    track(tick());
    return setInterval(() => track(tick()), job.everyMs);
  });
  /** No new run starts; resolves once the runs in progress have finished. */
  return async () => {
    for (const t of timers) clearInterval(t);
    await Promise.all(running);
  };
}
