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
  work: (tx: Db, lock: AgendaLock) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtextextended(${professionalId}::text, 0))`,
    );
    let keep = false;
    const result = await work(tx, { nextFreeUnchanged: () => (keep = true) });
    if (!keep) await refreshNextFree(tx, professionalId, instant);
    return result;
  });
}

/** What a change under the agenda lock may tell it. */
export interface AgendaLock {
  /**
   * The change provably left the next free slot where it was (a booking of a later slot, read
   * under this lock: see nextFreeUnaffected): the refresh's statement is skipped (decision 0311).
   */
  nextFreeUnchanged(): void;
}

/**
 * Whether taking `[startsAt, endsAt)` leaves the kept next free slot (`nextFreeAt`, read under the
 * agenda lock, lasting `minutes`) true at `instant`: it is still ahead and does not overlap the
 * taken time. Taking a time only removes free slots, so the earliest one stays the earliest.
 */
export function nextFreeUnaffected(
  nextFreeAt: Date | null,
  minutes: number,
  taken: { startsAt: Date; endsAt: Date },
  instant: Date,
): boolean {
  if (nextFreeAt === null || nextFreeAt.getTime() <= instant.getTime()) return false;
  const start = nextFreeAt.getTime();
  const end = start + minutes * 60_000;
  return end <= taken.startsAt.getTime() || start >= taken.endsAt.getTime();
}
