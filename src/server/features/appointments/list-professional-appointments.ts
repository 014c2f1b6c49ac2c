import {
  encodeCursor,
  type ProfessionalAppointmentCounts,
  type ProfessionalAppointmentsPage,
  type ProfessionalAppointmentsQuery,
} from "@domain/contracts/professional-appointments";
import type { Db } from "@server/db/client";
import { appointments as a } from "@server/db/schema";
import type { AuthUser } from "@server/http/route";
import { and, count, eq, sql } from "drizzle-orm";
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
 * GET /api/appointments/professional (docs/decisions/0092): one page, latest date and time
 * first, continuing after `cursor` (keyset on date, start and id, so a long history costs the
 * same as a short one), and the counters over every appointment, computed by the database.
 * Unanswered requests are expired first, so they count as 'Não respondido', not pending.
 */
export async function listProfessionalAppointments(
  db: Db,
  professional: AuthUser,
  { cursor, limit }: ProfessionalAppointmentsQuery,
  instant: Date,
): Promise<ProfessionalAppointmentsPage> {
  await expireUnansweredRequests(db, { professionalId: professional.id }, instant);
  const after = cursor
    ? sql`(${a.appointmentDate}, ${a.startTime}, ${a.id}) < (${cursor.appointmentDate}::date, ${cursor.startTime}::time, ${cursor.id}::uuid)`
    : undefined;
  const page = await loadAppointments(
    db,
    and(eq(a.professionalId, professional.id), after)!,
    professional.id,
    { newestFirst: true, limit: limit + 1 },
  );
  const items = page.slice(0, limit);
  const last = items.at(-1);
  return {
    items,
    nextCursor: page.length > limit && last ? encodeCursor(last) : null,
    counts: await countAppointments(db, professional.id, instant),
  };
}
