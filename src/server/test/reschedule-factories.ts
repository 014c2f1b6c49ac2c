import type { Db } from "@server/db/client";
import { localInstantSql } from "@server/db/local-instant";
import { appointments, rescheduleProposals } from "@server/db/schema";
import { eq } from "drizzle-orm";
import { nextWeekday, SAO_PAULO } from "./appointment-factories";

/** A free hour of the default agenda (Monday to Friday, 09:00-18:00) far ahead: 17:00 on a Tuesday. */
export const farSlot = () => ({
  appointmentDate: nextWeekday(2, 20),
  startTime: "17:00",
  endTime: "18:00",
});

/** Approves `appointment` as the professional would have. */
export async function approve(db: Db, id: string) {
  const [row] = await db
    .update(appointments)
    .set({ status: "approved", cancellationNoticeHours: 24 })
    .where(eq(appointments.id, id))
    .returning();
  return row!;
}

/** A pending proposal by `proposedBy` to move the session to {@link farSlot}. */
export async function proposeFar(
  db: Db,
  appointmentId: string,
  proposedBy: "client" | "professional",
) {
  const slot = farSlot();
  const [row] = await db
    .insert(rescheduleProposals)
    .values({
      appointmentId,
      proposedBy,
      ...slot,
      startsAt: localInstantSql(slot.appointmentDate, slot.startTime, SAO_PAULO),
      endsAt: localInstantSql(slot.appointmentDate, slot.endTime, SAO_PAULO),
    })
    .returning();
  return row!;
}
