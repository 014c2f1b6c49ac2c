/** Something that runs SQL on a connection of its own: a pg.Client or a pooled client. */
interface Querier {
  query(sql: string): Promise<{ rows: { n: number }[] }>;
}

/**
 * Waits until `count` sessions of this database wait on a lock (the racing requests have
 * arrived), polling from `observer`; bounded, so a request that never blocks fails the test
 * instead of hanging it. For the deterministic PostgreSQL race tests.
 */
export async function untilWaitingOnLocks(observer: Querier, count: number): Promise<void> {
  for (let turn = 0; turn < 1_500; turn++) {
    const { rows } = await observer.query(
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    if (rows[0]!.n >= count) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`${count} sessions never waited on a lock`);
}
