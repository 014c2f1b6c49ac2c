import { BOOKING_HORIZON_DAYS, LIVE_STATUSES } from "@domain/constants";
import { computeOpenSlots } from "@domain/slots";
import { addDays, nowInZone } from "@domain/time";
import type { Db } from "@server/db/client";
import { localInstantSql } from "@server/db/local-instant";
import { appointments, professionalProfiles } from "@server/db/schema";
import { and, asc, between, eq, inArray, sql } from "drizzle-orm";
import { hhmmOf, loadAgendaSettings, loadAvailability, loadBlockedSlots } from "./agenda-reads";

/**
 * The professional's next free slot from `instant`, within the booking horizon: the local date
 * and start time, or null when none. The same rule as the booking dialog (computeOpenSlots).
 */
export async function findNextFreeSlot(
  db: Db,
  professionalId: string,
  instant: Date,
): Promise<{ date: string; startTime: string; timeZone: string } | null> {
  const availability = (await loadAvailability(db, professionalId)).filter((w) => w.isActive);
  if (availability.length === 0) return null;
  const settings = await loadAgendaSettings(db, professionalId);
  const now = nowInZone(settings.timeZone, instant);
  const last = addDays(now.date, BOOKING_HORIZON_DAYS);
  const blocked = await loadBlockedSlots(db, professionalId, now.date, last);
  const booked = await db
    .select({
      appointmentDate: appointments.appointmentDate,
      startTime: appointments.startTime,
      endTime: appointments.endTime,
      status: appointments.status,
    })
    .from(appointments)
    .where(
      and(
        eq(appointments.professionalId, professionalId),
        between(appointments.appointmentDate, now.date, last),
        inArray(appointments.status, [...LIVE_STATUSES]),
      ),
    )
    .orderBy(asc(appointments.appointmentDate));
  const bookedTimes = booked.map((b) => ({
    ...b,
    startTime: hhmmOf(b.startTime),
    endTime: hhmmOf(b.endTime),
  }));
  for (let date = now.date; date <= last; date = addDays(date, 1)) {
    const open = computeOpenSlots({
      date,
      availability,
      serviceDuration: settings.serviceDuration,
      appointments: bookedTimes.filter((b) => b.appointmentDate === date),
      blocked: blocked.filter((b) => b.date === date),
      now,
    });
    const first = open.slots[0];
    if (first) return { date, startTime: first.startTime, timeZone: settings.timeZone };
  }
  return null;
}

/**
 * Keeps `professional_profiles.next_free_at` true after a change to the professional's agenda
 * (issue 17). Called under the agenda lock by every change (see withAgendaLock).
 */
export async function refreshNextFree(db: Db, professionalId: string, instant: Date) {
  const next = await findNextFreeSlot(db, professionalId, instant);
  await db
    .update(professionalProfiles)
    .set({
      nextFreeAt: next ? sql`${localInstantSql(next.date, next.startTime, next.timeZone)}` : null,
    })
    .where(eq(professionalProfiles.userId, professionalId));
}
