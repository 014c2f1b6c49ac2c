import type { Db } from "@server/db/client";
import { sql } from "drizzle-orm";
import { refreshNextFree } from "./next-free";

/**
 * Runs `work` in a transaction holding the professional's agenda lock (a transaction-level
 * advisory lock keyed by their id). Every change to a professional's agenda (booking,
 * answering, cancelling, moving, blocking, availability) takes it before it checks for
 * overlaps, so a blocked range and a live appointment can never both be written for the same
 * time (decision 0081). Before commit it refreshes the professional's next free slot (issue 17),
 * so search never reads a stale one. Released at commit or rollback.
 */
export function withAgendaLock<T>(
  db: Db,
  professionalId: string,
  instant: Date,
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtextextended(${professionalId}::text, 0))`,
    );
    const result = await work(tx);
    await refreshNextFree(tx, professionalId, instant);
    return result;
  });
}
