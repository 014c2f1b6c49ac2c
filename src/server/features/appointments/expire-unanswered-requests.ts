import { AUTO_REJECT_AFTER_HOURS } from "@domain/constants";
import type { Db } from "@server/db/client";
import { appointments } from "@server/db/schema";
import { and, eq, inArray, lte, or, type SQL } from "drizzle-orm";
import { notifyExpiry } from "./session-notifications";

export interface ExpiryScope {
  professionalId?: string;
  clientId?: string;
}

/** The SQL side of domain `isUnanswered`: pending, and started or waited too long. */
export function unansweredAt(instant: Date): SQL {
  const waitedSince = new Date(instant.getTime() - AUTO_REJECT_AFTER_HOURS * 3_600_000);
  return and(
    eq(appointments.status, "pending"),
    or(lte(appointments.startsAt, instant), lte(appointments.createdAt, waitedSince)),
  )!;
}

/**
 * Turns unanswered pending requests into 'Não respondido' (auto_rejected), freeing their
 * slots (decision 0080), and tells each one's client in the same transaction (decision 0225).
 * Run by the periodic job and, scoped to the caller, before reads and the booking check so lists
 * are right between runs. Rows another transaction holds are skipped (SKIP LOCKED): that
 * transaction is answering or expiring them, and nobody waits or deadlocks, however many server
 * processes run this at once. Returns how many it expired.
 */
export async function expireUnansweredRequests(
  db: Db,
  scope: ExpiryScope = {},
  instant: Date,
): Promise<number> {
  const where = and(
    unansweredAt(instant),
    scope.professionalId ? eq(appointments.professionalId, scope.professionalId) : undefined,
    scope.clientId ? eq(appointments.clientId, scope.clientId) : undefined,
  );
  // Most calls find nothing due: one read, and no transaction, on every list and booking.
  const [any] = await db.select({ id: appointments.id }).from(appointments).where(where).limit(1);
  if (!any) return 0;
  return db.transaction(async (tx) => {
    const due = tx
      .select({ id: appointments.id })
      .from(appointments)
      .where(where)
      .for("update", { skipLocked: true });
    const expired = await tx
      .update(appointments)
      .set({ status: "auto_rejected", updatedAt: instant })
      .where(and(inArray(appointments.id, due), eq(appointments.status, "pending")))
      .returning({ id: appointments.id });
    await notifyExpiry(
      tx,
      expired.map((a) => a.id),
      instant,
    );
    return expired.length;
  });
}
