import { AUTO_REJECT_AFTER_HOURS } from "@domain/constants";
import type { Db } from "@server/db/client";
import { appointments } from "@server/db/schema";
import { and, eq, inArray, lte, or, type SQL } from "drizzle-orm";

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
 * slots (decision 0080). Run by the periodic job and, scoped to the caller, before reads and
 * the booking check so lists are right between runs. Rows another transaction holds are
 * skipped (SKIP LOCKED): that transaction is answering or expiring them, and nobody waits or
 * deadlocks, however many server processes run this at once. Returns how many it expired.
 */
export async function expireUnansweredRequests(
  db: Db,
  scope: ExpiryScope = {},
  instant: Date,
): Promise<number> {
  const due = db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        unansweredAt(instant),
        scope.professionalId ? eq(appointments.professionalId, scope.professionalId) : undefined,
        scope.clientId ? eq(appointments.clientId, scope.clientId) : undefined,
      ),
    )
    .for("update", { skipLocked: true });
  const expired = await db
    .update(appointments)
    .set({ status: "auto_rejected", updatedAt: instant })
    .where(and(inArray(appointments.id, due), eq(appointments.status, "pending")))
    .returning({ id: appointments.id });
  return expired.length;
}
