/**
 * The notification budgets of issue 16 on PostgreSQL, in a scratch database of their own
 * (`bench_notifications`, dropped at the end): notify's cost inside a booking's transaction
 * (budget ≤ 1 ms), the outbox drained by the real delivery job to an SMTP server in this process
 * (≥ 50 e-mails/s, 0 lost, 0 duplicated by Message-ID), and the unread count at 300,000 clients
 * (an index-only scan, ≤ 0.2 ms in the database). Fails only on lost or duplicated messages or a
 * plan that is not index-only, never on a timing. Alone: `tsx scripts/bench/notifications.ts
 * [--small]`; `npm run bench` runs it too.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { openPostgres } from "../../src/server/db/client";
import { emailDeliveryJob, startJobs } from "../../src/server/jobs";
import { smtpMailer } from "../../src/server/notifications/mailer";
import { notify } from "../../src/server/notifications/notify";
import { withDatabase } from "../../src/server/test/pg-admin";
import { startMailSink } from "../crash/mail-sink";

export interface NotificationFigures {
  notifyP50Ms: number;
  queued: number;
  drainPerSecond: number;
  lost: number;
  duplicated: number;
  clients: number;
  unreadCountDbMs: number;
  unreadIndexOnly: boolean;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export async function benchNotifications(serverUrl: string, small: boolean) {
  const sizes = small
    ? { clients: 3_000, queued: 500, notifies: 100 }
    : { clients: 300_000, queued: 10_000, notifies: 1_000 };
  const name = "bench_notifications";
  const admin = openPostgres(serverUrl, 1);
  await admin.pool.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.pool.query(`CREATE DATABASE ${name}`);
  const database = openPostgres(withDatabase(serverUrl, name), 4);
  try {
    await database.migrate();
    const { db } = database;
    // Clients, set-based: 5 notifications each, the newest 2 unread.
    await db.execute(sql`
      INSERT INTO users (email, first_name, last_name, role)
      SELECT 'cliente' || i || '@bench.acolher', 'Cliente', 'Bench ' || i, 'client'
      FROM generate_series(1, ${sizes.clients}) AS i`);
    await db.execute(sql`
      INSERT INTO notifications (recipient_id, kind, title, link, idempotency_key, read_at, created_at)
      SELECT u.id, 'booking_approved', 'Seu agendamento foi confirmado', '/client/appointments',
             'bench:' || u.id || ':' || n,
             CASE WHEN n <= 3 THEN now() END, now() - make_interval(days => 5 - n)
      FROM users u, generate_series(1, 5) AS n`);
    await db.execute(sql`VACUUM ANALYZE notifications`);
    await db.execute(sql`VACUUM ANALYZE users`);
    const recipients = rowsOf<{ id: string }>(
      await db.execute(sql`SELECT id FROM users ORDER BY random() LIMIT 200`),
    ).map((r) => r.id);

    // 1. notify inside the booking's transaction: the time it adds before the commit.
    const notifyMs: number[] = [];
    for (let i = 0; i < sizes.notifies; i++) {
      await db.transaction(async (tx) => {
        const started = performance.now();
        await notify(tx, {
          kind: "booking_requested",
          recipientId: recipients[i % recipients.length]!,
          params: { answerBy: "01/01/2030 às 10:00" },
          link: "/professional/agenda",
          idempotencyKey: `bench-notify:${i}`,
          instant: new Date(),
        });
        notifyMs.push(performance.now() - started);
      });
    }
    await db.execute(sql`DELETE FROM email_outbox`);

    // 2. The outbox drained by the delivery job as the server runs it (every 5 s).
    await db.execute(sql`
      INSERT INTO email_outbox (id, recipient_id, kind, params, idempotency_key, message_id, next_attempt_at)
      SELECT g.id, u.id, 'booking_requested', '{"answerBy":"01/01/2030 às 10:00","link":"/professional/agenda"}',
             'bench-drain:' || g.id, '<' || g.id || '@acolher.notificacoes>', now()
      FROM (SELECT gen_random_uuid() AS id, i FROM generate_series(1, ${sizes.queued}) AS i) g
      JOIN (SELECT id, row_number() OVER () AS k FROM users LIMIT 1000) u
        ON u.k = 1 + g.i % 1000`);
    const sink = await startMailSink();
    const mailer = smtpMailer(sink.url);
    const log = { error: console.error } as unknown as Parameters<typeof startJobs>[1];
    const started = performance.now();
    const stop = startJobs(database.db, log, undefined, [
      emailDeliveryJob({
        mailer,
        from: "Acolher <nao-responda@acolher.local>",
        appUrl: "http://localhost",
      }),
    ]);
    const deadline = Date.now() + 30 * 60_000;
    while (sink.uniqueCount() < sizes.queued && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
    }
    const seconds = (performance.now() - started) / 1000;
    await new Promise((r) => setTimeout(r, 1_000)); // a resend would show up here
    await stop();
    mailer.close();
    await sink.close();

    // 3. The unread count (the bell's query) at this many clients: plan and database time.
    const times: number[] = [];
    let indexOnly = true;
    for (const id of recipients.slice(0, 50)) {
      const [row] = rowsOf<{ "QUERY PLAN": unknown }>(
        await db.execute(sql`EXPLAIN (ANALYZE, FORMAT JSON)
          SELECT count(*) FROM notifications WHERE recipient_id = ${id} AND read_at IS NULL`),
      );
      const plan = (row!["QUERY PLAN"] as { Plan: unknown; "Execution Time": number }[])[0]!;
      times.push(plan["Execution Time"]);
      indexOnly &&= JSON.stringify(plan.Plan).includes('"Index Only Scan"');
    }
    return {
      notifyP50Ms: median(notifyMs),
      queued: sizes.queued,
      drainPerSecond: sizes.queued / seconds,
      lost: sizes.queued - sink.uniqueCount(),
      duplicated: sink.duplicates(),
      clients: sizes.clients,
      unreadCountDbMs: median(times),
      unreadIndexOnly: indexOnly,
    } satisfies NotificationFigures;
  } finally {
    await database.close();
    await admin.pool.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.close();
  }
}

/** The lines to print, and whether the run failed (lost, duplicated, not index-only). */
export function describeNotifications(f: NotificationFigures) {
  const lines = [
    `notify in a booking's transaction: p50 ${f.notifyP50Ms.toFixed(3)} ms added (budget ≤ 1 ms)`,
    `outbox drain: ${f.queued} e-mails at ${f.drainPerSecond.toFixed(0)}/s (budget ≥ 50/s), ${f.lost} lost, ${f.duplicated} duplicated`,
    `unread count at ${f.clients} clients: ${f.unreadCountDbMs.toFixed(3)} ms in the database (budget ≤ 0.2 ms), ${f.unreadIndexOnly ? "index-only scan" : "NOT index-only"}`,
  ];
  return { lines, failed: f.lost > 0 || f.duplicated > 0 || !f.unreadIndexOnly };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const url = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const { lines, failed } = describeNotifications(
    await benchNotifications(url, process.argv.includes("--small")),
  );
  for (const line of lines) console.log(line);
  process.exitCode = failed ? 1 : 0;
}
