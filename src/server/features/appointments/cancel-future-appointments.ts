import { LIVE_STATUSES } from "@domain/constants";
import type { Db } from "@server/db/client";
import { appointments } from "@server/db/schema";
import { refreshNextFree } from "@server/shared/next-free";
import { and, eq, gt, inArray, or } from "drizzle-orm";
import { notifyCancellation } from "./session-notifications";

/**
 * Cancels every appointment of this user, as client or professional, that still holds a slot
 * and has not started at `instant`, with a note both sides read, and tells the other side of
 * each (its account is closed: a ban or a deletion, decision 0227). Returns how many it
 * cancelled. Pass the transaction of the change that causes it.
 */
export async function cancelFutureAppointments(
  db: Db,
  userId: string,
  note: string,
  instant: Date,
): Promise<number> {
  // The rows as they were: an approved session's cancellation carries the .ics CANCEL.
  const due = await db
    .select({ id: appointments.id, status: appointments.status, clientId: appointments.clientId })
    .from(appointments)
    .where(
      and(
        or(eq(appointments.clientId, userId), eq(appointments.professionalId, userId)),
        inArray(appointments.status, [...LIVE_STATUSES]),
        gt(appointments.startsAt, instant),
      ),
    )
    .for("update");
  if (due.length === 0) return 0;
  const cancelled = await db
    .update(appointments)
    .set({ status: "cancelled", professionalNotes: note, updatedAt: instant })
    .where(
      and(
        inArray(
          appointments.id,
          due.map((a) => a.id),
        ),
        inArray(appointments.status, [...LIVE_STATUSES]),
      ),
    )
    .returning({ id: appointments.id, professionalId: appointments.professionalId });
  // The freed slots are free at once in search (issue 17). Not under the agenda locks: this
  // transaction already holds the account's row, which a booking takes under its lock.
  for (const professionalId of new Set(cancelled.map((a) => a.professionalId))) {
    await refreshNextFree(db, professionalId, instant);
  }
  const done = new Set(cancelled.map((a) => a.id));
  const moved = due.filter((a) => done.has(a.id));
  for (const by of ["client", "professional"] as const) {
    const side = moved.filter((a) => (a.clientId === userId) === (by === "client"));
    await notifyCancellation(db, side, { by, accountClosed: true }, instant);
  }
  return cancelled.length;
}
