import { lastBookableDate } from "@domain/appointments";
import { LIVE_STATUSES } from "@domain/constants";
import {
  AGENDA_MESSAGES,
  AGENDA_WEEK_MESSAGES,
  type BlockedGroup,
  type blockRangeRequestSchema,
  rangeHasAppointmentsMessage,
} from "@domain/contracts/agenda";
import type { z } from "@domain/contracts/z";
import { addDays, nowInZone } from "@domain/time";
import type { Db } from "@server/db/client";
import { appointments, blockedSlots } from "@server/db/schema";
import { AppError } from "@server/errors";
import { expireUnansweredRequests } from "@server/features/appointments/expire-unanswered-requests";
import type { AuthUser } from "@server/http/route";
import { withAgendaLock } from "@server/shared/agenda-lock";
import { hhmmOf, loadAgendaSettings, loadBlockedSlots } from "@server/shared/agenda-reads";
import { and, asc, between, eq, gt, inArray, or } from "drizzle-orm";

/** A whole day's block ends at the last minute "HH:mm" can say (no slot starts at 23:59). */
export const DAY_END = "23:59";

/**
 * 'Bloquear dia', 'Bloquear período' and 'Bloquear feriado' (issue 17): one blocked row per day
 * from `startDate` to `endDate`, all sharing a new group id, in the professional's zone.
 * Today's row starts now (what is past stays as it was); a day a whole-day block already
 * covers is skipped (decision 0282). Refused, with nothing written: a past start (400), an
 * end beyond the booking horizon (400), and any live appointment inside (409 naming how many
 * and on which dates: decision 0283). Under the agenda lock, so no booking lands in between
 * and the next free slot is refreshed.
 */
export async function blockRange(
  db: Db,
  professional: AuthUser,
  input: z.output<typeof blockRangeRequestSchema>,
  instant: Date,
): Promise<BlockedGroup> {
  const endDate = input.endDate ?? input.startDate;
  const { timeZone } = await loadAgendaSettings(db, professional.id);
  const now = nowInZone(timeZone, instant);
  const todayStart = hhmmOf(now.time);
  if (input.startDate < now.date || (input.startDate === now.date && todayStart >= DAY_END)) {
    throw new AppError("bad_request", AGENDA_MESSAGES.pastDate);
  }
  if (endDate > lastBookableDate(now.date)) {
    throw new AppError("bad_request", AGENDA_WEEK_MESSAGES.rangeBeyondHorizon);
  }
  // A request nobody answered in time no longer holds its slot (decision 0080).
  await expireUnansweredRequests(db, { professionalId: professional.id }, instant);
  return withAgendaLock(db, professional.id, instant, async (tx) => {
    const live = await tx
      .select({ date: appointments.appointmentDate })
      .from(appointments)
      .where(
        and(
          eq(appointments.professionalId, professional.id),
          between(appointments.appointmentDate, input.startDate, endDate),
          inArray(appointments.status, [...LIVE_STATUSES]),
          or(
            gt(appointments.appointmentDate, now.date),
            gt(appointments.endTime, `${todayStart}:00`),
          ),
        ),
      )
      .orderBy(asc(appointments.appointmentDate));
    if (live.length) {
      const dates = [...new Set(live.map((a) => a.date))];
      throw new AppError("conflict", rangeHasAppointmentsMessage(live.length, dates));
    }
    const existing = await loadBlockedSlots(tx, professional.id, input.startDate, endDate);
    const groupId = crypto.randomUUID();
    const rows: (typeof blockedSlots.$inferInsert)[] = [];
    for (let date = input.startDate; date <= endDate; date = addDays(date, 1)) {
      const startTime = date === now.date ? todayStart : "00:00";
      const covered = existing.some(
        (b) => b.date === date && b.startTime <= startTime && b.endTime >= DAY_END,
      );
      if (covered) continue;
      rows.push({
        professionalId: professional.id,
        date,
        startTime,
        endTime: DAY_END,
        reason: input.reason,
        groupId,
      });
    }
    if (!rows.length) throw new AppError("conflict", AGENDA_WEEK_MESSAGES.rangeAlreadyBlocked);
    await tx.insert(blockedSlots).values(rows);
    return {
      groupId,
      startDate: rows[0]!.date,
      endDate: rows.at(-1)!.date,
      days: rows.length,
      reason: input.reason ?? null,
    };
  });
}
