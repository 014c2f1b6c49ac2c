/**
 * Waits until the server's background work is done before a scenario is measured: the e-mail
 * outbox has nothing due. A freshly started server catches up on time that passed (requests
 * expire, reminders fall due: about 14,000 e-mails on a fresh 100k seed), and a booking scenario
 * leaves its e-mails behind; sent during the next scenario, they cost it up to 40% of its
 * throughput (measured 2026-11-26: search by specialty 560 → 911 requests/s once drained).
 */
import pg from "pg";

const DUE = `SELECT count(*)::int AS due FROM email_outbox
  WHERE status = 'pending' AND next_attempt_at <= now()`;

export async function settleOutbox(dbUrl: string, maxSeconds = 300): Promise<number> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  const started = Date.now();
  try {
    // The server's jobs run on start: give the first pass a moment to queue its e-mails.
    await new Promise((r) => setTimeout(r, 1_000));
    for (;;) {
      const { rows } = await client.query<{ due: number }>(DUE);
      if (rows[0]!.due === 0) break;
      if (Date.now() - started > maxSeconds * 1_000) {
        console.log(
          `outbox: ${rows[0]!.due} e-mails still due after ${maxSeconds} s; measuring anyway`,
        );
        break;
      }
      await new Promise((r) => setTimeout(r, 500));
    }
  } finally {
    await client.end();
  }
  return (Date.now() - started) / 1_000;
}
