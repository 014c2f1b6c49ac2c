import { LIVE_STATUSES } from "@domain/constants";
import {
  type AppointmentsCursor,
  encodeCursor,
  type ProfessionalAppointmentCounts,
  type ProfessionalAppointmentPeriod,
  type ProfessionalAppointmentsPage,
  type ProfessionalAppointmentsQuery,
} from "@domain/contracts/professional-appointments";
import type { Db } from "@server/db/client";
import { appointments as a } from "@server/db/schema";
import type { AuthUser } from "@server/http/route";
import { and, count, eq, gt, inArray, not, type SQL, sql } from "drizzle-orm";
import { expireUnansweredRequests } from "./expire-unanswered-requests";
import { loadAppointments } from "./load-appointments";
import { countWhere, isBooked, isToday } from "./professional-counts";

async function countAppointments(
  db: Db,
  professionalId: string,
  instant: Date,
): Promise<ProfessionalAppointmentCounts> {
  const [counts] = await db
    .select({
      pending: countWhere(eq(a.status, "pending")),
      confirmed: countWhere(isBooked),
      today: countWhere(and(isBooked, isToday(instant))!),
      total: count(),
    })
    .from(a)
    .where(eq(a.professionalId, professionalId));
  return counts!;
}

/**
 * Still ahead (decision 0380): a live request or session that has not started, as the client's
 * upcoming list (SPEC §4; a request whose start passed is 'Não respondido' by now). The rest,
 * started or closed, is history.
 */
const upcoming = (instant: Date) =>
  and(inArray(a.status, [...LIVE_STATUSES]), gt(a.startsAt, instant))!;

/** The rows after `cursor` in the period's order: ascending ahead, descending behind. */
function afterCursor(period: ProfessionalAppointmentPeriod, cursor: AppointmentsCursor): SQL {
  const row = sql`(${a.appointmentDate}, ${a.startTime}, ${a.id})`;
  const at = sql`(${cursor.appointmentDate}::date, ${cursor.startTime}::time, ${cursor.id}::uuid)`;
  return period === "upcoming" ? sql`${row} > ${at}` : sql`${row} < ${at}`;
}

/**
 * GET /api/appointments/professional (decisions 0092, 0380): one page of the upcoming list,
 * soonest date and time first, or of the history, latest first, continuing after `cursor`
 * (keyset on date, start and id, so a long history costs the same as a short one), and the
 * counters over every appointment, computed by the database. A session that starts between two
 * pages leaves the upcoming list before the cursor, so paging skips and repeats nothing.
 * Unanswered requests are expired first, so they count as 'Não respondido', not pending.
 */
export async function listProfessionalAppointments(
  db: Db,
  professional: AuthUser,
  { period, cursor, limit }: ProfessionalAppointmentsQuery,
  instant: Date,
): Promise<ProfessionalAppointmentsPage> {
  await expireUnansweredRequests(db, { professionalId: professional.id }, instant);
  const page = await loadAppointments(
    db,
    and(
      eq(a.professionalId, professional.id),
      period === "upcoming" ? upcoming(instant) : not(upcoming(instant)),
      cursor ? afterCursor(period, cursor) : undefined,
    )!,
    professional.id,
    { newestFirst: period === "history", limit: limit + 1 },
  );
  const items = page.slice(0, limit);
  const last = items.at(-1);
  return {
    items,
    nextCursor: page.length > limit && last ? encodeCursor(last) : null,
    counts: await countAppointments(db, professional.id, instant),
  };
}
