/**
 * SIGKILL during e-mail delivery (issue 16, decision 0245): queues messages, starts the real
 * server pointed at a slow SMTP server in this process, kills it while it delivers, restarts
 * it, again, then lets it drain. Every message must arrive; a message is received twice only
 * when the kill fell between the SMTP server's acceptance and the commit that marks it sent
 * (at most the one message in flight per kill). Embedded database, or a scratch PostgreSQL
 * database with TEST_DATABASE_URL. `tsx scripts/crash/delivery-crash.ts` does KILLS (default 10).
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startServerProcess } from "../server-process";
import { startMailSink } from "./mail-sink";
import { outboxStatuses, queueMessages } from "./outbox";
import { type CrashTarget, embeddedTarget, postgresTarget } from "./target";

/** The SMTP server accepts each message this long after its data: the kill's window. */
const SMTP_DELAY_MS = 30;
const DRAIN_TIMEOUT_MS = 120_000;

export interface DeliveryCrashReport {
  database: CrashTarget["kind"];
  kills: number;
  queued: number;
  /** Distinct Message-IDs the SMTP server accepted. */
  received: number;
  /** Extra copies of a Message-ID already accepted. */
  duplicates: number;
  /** Connections the SMTP server saw reset in the middle of a message (by a kill). */
  resets: number;
  statuses: Record<string, number>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(what: string, done: () => boolean, exited: () => boolean) {
  const deadline = Date.now() + DRAIN_TIMEOUT_MS;
  while (!done()) {
    if (exited()) throw new Error(`server exited while waiting for ${what}`);
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(5);
  }
}

export async function runDeliveryCrash(
  kills: number,
  postgresUrl?: string,
  queued = 30 + kills * 15,
): Promise<DeliveryCrashReport> {
  const target = postgresUrl ? await postgresTarget(postgresUrl) : embeddedTarget();
  const sink = await startMailSink(SMTP_DELAY_MS);
  try {
    let database = await target.open();
    await queueMessages(database.db, queued, Date.now().toString(36));
    await database.close();
    const env = { ...target.serverEnv, NODE_ENV: "development", SMTP_URL: sink.url };
    for (let life = 0; life <= kills; life++) {
      const { child } = await startServerProcess(env);
      const exited = () => child.exitCode !== null || child.signalCode !== null;
      if (life === kills) {
        await until("the queue to drain", () => sink.uniqueCount() >= queued, exited);
        await sleep(300); // a resend after the last would show up here
        child.kill("SIGTERM");
      } else {
        // Killed while it delivers: a few messages into this life, at a random point of the
        // next message's exchange (before or just after the SMTP server accepts it).
        const target = sink.accepted.length + 3;
        await until("messages in this life", () => sink.accepted.length >= target, exited);
        await sleep(Math.random() * SMTP_DELAY_MS * 1.5);
        child.kill("SIGKILL");
      }
      if (!exited()) await new Promise((r) => child.once("exit", r));
    }
    database = await target.open();
    try {
      return {
        database: target.kind,
        kills,
        queued,
        received: sink.uniqueCount(),
        duplicates: sink.duplicates(),
        resets: sink.resets(),
        statuses: await outboxStatuses(database.db),
      };
    } finally {
      await database.close();
    }
  } finally {
    await sink.close();
    await target.dispose();
  }
}

export const describeDeliveryCrash = (r: DeliveryCrashReport) =>
  `delivery crash (${r.database}): ${r.kills} SIGKILLs during delivery; ${r.queued} queued, ${r.received} received, ${r.queued - r.received} lost, ${r.duplicates} received twice (same Message-ID), ${r.resets} connections reset mid-message; outbox ${JSON.stringify(r.statuses)}`;

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const url = process.env.TEST_DATABASE_URL || undefined;
  const report = await runDeliveryCrash(Number(process.env.KILLS ?? 10), url);
  console.log(describeDeliveryCrash(report));
  if (report.received < report.queued || report.duplicates > report.kills) process.exit(1);
}
