import {
  DEFAULT_CANCELLATION_NOTICE_HOURS,
  DEFAULT_SERVICE_DURATION,
  DEFAULT_TIME_ZONE,
} from "@domain/constants";
import type { AgendaSettings, Availability, BlockedSlot } from "@domain/contracts/agenda";
import type { Db } from "@server/db/client";
import {
  agendaSettings,
  availability,
  blockedSlots,
  professionalProfiles,
} from "@server/db/schema";
import { and, asc, between, eq } from "drizzle-orm";

/** Postgres `time` reads as "09:00:00"; the API speaks "HH:mm". */
export const hhmmOf = (time: string) => time.slice(0, 5);

/** A professional's weekly windows, Sunday first. */
export async function loadAvailability(db: Db, professionalId: string): Promise<Availability[]> {
  const rows = await db
    .select()
    .from(availability)
    .where(eq(availability.professionalId, professionalId))
    .orderBy(asc(availability.dayOfWeek), asc(availability.startTime));
  return rows.map((r) => ({
    id: r.id,
    dayOfWeek: r.dayOfWeek,
    startTime: hhmmOf(r.startTime),
    endTime: hhmmOf(r.endTime),
    isActive: r.isActive,
  }));
}

/** Service duration, time zone and cancellation notice, with the defaults when nothing is stored. */
export async function loadAgendaSettings(db: Db, professionalId: string): Promise<AgendaSettings> {
  const [settings] = await db
    .select({
      serviceDuration: agendaSettings.serviceDuration,
      cancellationNoticeHours: agendaSettings.cancellationNoticeHours,
      bookingPolicy: agendaSettings.bookingPolicy,
    })
    .from(agendaSettings)
    .where(eq(agendaSettings.professionalId, professionalId));
  const [profile] = await db
    .select({ timeZone: professionalProfiles.timeZone })
    .from(professionalProfiles)
    .where(eq(professionalProfiles.userId, professionalId));
  return {
    serviceDuration: (settings?.serviceDuration ??
      DEFAULT_SERVICE_DURATION) as AgendaSettings["serviceDuration"],
    timeZone: profile?.timeZone ?? DEFAULT_TIME_ZONE,
    cancellationNoticeHours: (settings?.cancellationNoticeHours ??
      DEFAULT_CANCELLATION_NOTICE_HOURS) as AgendaSettings["cancellationNoticeHours"],
    bookingPolicy: settings?.bookingPolicy ?? null,
  };
}

/** Blocked slots between two dates (inclusive), in date and time order. */
export async function loadBlockedSlots(
  db: Db,
  professionalId: string,
  startDate: string,
  endDate: string,
): Promise<BlockedSlot[]> {
  const rows = await db
    .select()
    .from(blockedSlots)
    .where(
      and(
        eq(blockedSlots.professionalId, professionalId),
        between(blockedSlots.date, startDate, endDate),
      ),
    )
    .orderBy(asc(blockedSlots.date), asc(blockedSlots.startTime));
  return rows.map((r) => ({
    id: r.id,
    date: r.date,
    startTime: hhmmOf(r.startTime),
    endTime: hhmmOf(r.endTime),
    reason: r.reason,
  }));
}
