import type { Db } from "@server/db/client";
import { sql } from "drizzle-orm";

/**
 * Runs `work` in a transaction holding the professional's agenda lock (a transaction-level
 * advisory lock keyed by their id). Booking, approving and blocking take it before they check
 * for overlaps, so a blocked range and a live appointment can never both be written for the
 * same time (decision 0081). Released at commit or rollback.
 */
export function withAgendaLock<T>(
  db: Db,
  professionalId: string,
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtextextended(${professionalId}::text, 0))`,
    );
    return work(tx);
  });
}
