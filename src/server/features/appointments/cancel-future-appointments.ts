import { LIVE_STATUSES } from "@domain/constants";
import type { Db } from "@server/db/client";
import { appointments } from "@server/db/schema";
import { and, eq, gt, inArray, or } from "drizzle-orm";

/**
 * Cancels every appointment of this user, as client or professional, that still holds a slot
 * and has not started at `instant`, with a note both sides read. Returns how many it cancelled.
 * Pass the transaction of the change that causes it.
 */
export async function cancelFutureAppointments(
  db: Db,
  userId: string,
  note: string,
  instant: Date,
): Promise<number> {
  const cancelled = await db
    .update(appointments)
    .set({ status: "cancelled", professionalNotes: note, updatedAt: instant })
    .where(
      and(
        or(eq(appointments.clientId, userId), eq(appointments.professionalId, userId)),
        inArray(appointments.status, [...LIVE_STATUSES]),
        gt(appointments.startsAt, instant),
      ),
    )
    .returning({ id: appointments.id });
  return cancelled.length;
}
