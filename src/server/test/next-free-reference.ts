import { AUTO_REJECT_AFTER_HOURS, BOOKING_HORIZON_DAYS, LIVE_STATUSES } from "@domain/constants";
import { computeOpenSlots } from "@domain/slots";
import { addDays, nowInZone } from "@domain/time";
import type { Db } from "@server/db/client";
import { localInstantSql } from "@server/db/local-instant";
import { appointments, professionalProfiles } from "@server/db/schema";
import {
  hhmmOf,
  loadAgendaSettings,
  loadAvailability,
  loadBlockedSlots,
} from "@server/shared/agenda-reads";
import { and, between, eq, inArray, sql } from "drizzle-orm";

/**
 * The next free slot recomputed the slow, obvious way (the booking dialog's computeOpenSlots,
 * day by day over the horizon), which the SQL function next_free_slot (drizzle/0022) must
 * always agree with. A pending request unanswered for 48 hours holds nothing (decision 0080).
 */
export async function referenceNextFree(
  db: Db,
  professionalId: string,
  instant: Date,
): Promise<Date | null> {
  const availability = (await loadAvailability(db, professionalId)).filter((w) => w.isActive);
  if (availability.length === 0) return null;
  const settings = await loadAgendaSettings(db, professionalId);
  const now = nowInZone(settings.timeZone, instant);
  const last = addDays(now.date, BOOKING_HORIZON_DAYS);
  const blocked = await loadBlockedSlots(db, professionalId, now.date, last);
  const answeredSince = instant.getTime() - AUTO_REJECT_AFTER_HOURS * 3_600_000;
  const booked = (
    await db
      .select()
      .from(appointments)
      .where(
        and(
          eq(appointments.professionalId, professionalId),
          between(appointments.appointmentDate, now.date, last),
          inArray(appointments.status, [...LIVE_STATUSES]),
        ),
      )
  )
    .filter((b) => !(b.status === "pending" && b.createdAt.getTime() <= answeredSince))
    .map((b) => ({
      appointmentDate: b.appointmentDate,
      status: b.status,
      startTime: hhmmOf(b.startTime),
      endTime: hhmmOf(b.endTime),
    }));
  for (let date = now.date; date <= last; date = addDays(date, 1)) {
    const first = computeOpenSlots({
      date,
      availability,
      serviceDuration: settings.serviceDuration,
      appointments: booked.filter((b) => b.appointmentDate === date),
      blocked: blocked.filter((b) => b.date === date),
      now,
    }).slots[0];
    if (first) {
      const [row] = await db
        .select({ at: sql<string>`${localInstantSql(date, first.startTime, settings.timeZone)}` })
        .from(professionalProfiles)
        .limit(1);
      return new Date(row!.at);
    }
  }
  return null;
}

/** What the profile holds now. */
export async function storedNextFree(db: Db, professionalId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: professionalProfiles.nextFreeAt })
    .from(professionalProfiles)
    .where(eq(professionalProfiles.userId, professionalId));
  return row?.at ?? null;
}
