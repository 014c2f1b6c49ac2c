import type { Series, SeriesConflict } from "@domain/contracts/series";
import { SERIES_MESSAGES } from "@domain/contracts/series";
import { overlaps, workingSlots } from "@domain/slots";
import type { Db } from "@server/db/client";
import { appointmentSeries, appointments, users } from "@server/db/schema";
import { AppError } from "@server/errors";
import { expireUnansweredRequests } from "@server/features/appointments/expire-unanswered-requests";
import type { AuthUser } from "@server/http/route";
import {
  hhmmOf,
  loadAgendaSettings,
  loadAvailability,
  loadBlockedSlots,
} from "@server/shared/agenda-reads";
import { and, asc, eq } from "drizzle-orm";

/** A series of the professional's with its occurrences by date; someone else's is 404. */
export async function loadSeries(tx: Db, professionalId: string, seriesId: string) {
  const [series] = await tx
    .select({
      id: appointmentSeries.id,
      frequency: appointmentSeries.frequency,
      count: appointmentSeries.count,
      client: { firstName: users.firstName, lastName: users.lastName },
    })
    .from(appointmentSeries)
    .innerJoin(users, eq(users.id, appointmentSeries.clientId))
    .where(
      and(eq(appointmentSeries.id, seriesId), eq(appointmentSeries.professionalId, professionalId)),
    );
  if (!series) throw new AppError("not_found", SERIES_MESSAGES.notFound);
  const rows = await tx
    .select({
      id: appointments.id,
      clientId: appointments.clientId,
      appointmentDate: appointments.appointmentDate,
      startTime: appointments.startTime,
      endTime: appointments.endTime,
      status: appointments.status,
    })
    .from(appointments)
    .where(eq(appointments.seriesId, seriesId))
    .orderBy(asc(appointments.appointmentDate), asc(appointments.id));
  const occurrences = rows.map((r) => ({
    ...r,
    startTime: hhmmOf(r.startTime),
    endTime: hhmmOf(r.endTime),
  }));
  return { ...series, frequency: series.frequency as Series["frequency"], occurrences };
}

type Occurrence = Awaited<ReturnType<typeof loadSeries>>["occurrences"][number];

/**
 * What stands in the way of approving each pending occurrence now (decision 0261): a block
 * written since the request, or an agenda that no longer offers the slot. One read of each for
 * the whole series.
 */
export async function seriesConflicts(
  tx: Db,
  professionalId: string,
  occurrences: readonly Occurrence[],
): Promise<Map<string, SeriesConflict>> {
  const conflicts = new Map<string, SeriesConflict>();
  const pending = occurrences.filter((o) => o.status === "pending");
  if (pending.length === 0) return conflicts;
  const settings = await loadAgendaSettings(tx, professionalId);
  const availability = await loadAvailability(tx, professionalId);
  const blocked = await loadBlockedSlots(
    tx,
    professionalId,
    pending[0]!.appointmentDate,
    pending.at(-1)!.appointmentDate,
  );
  for (const o of pending) {
    if (blocked.some((b) => b.date === o.appointmentDate && overlaps(b, o))) {
      conflicts.set(o.id, "blocked");
    } else if (
      !workingSlots(o.appointmentDate, availability, settings.serviceDuration).some(
        (s) => s.startTime === o.startTime && s.endTime === o.endTime,
      )
    ) {
      conflicts.set(o.id, "outside_agenda");
    }
  }
  return conflicts;
}

/** GET /api/agenda/series/{id}: the dates of a series, each pending one with its conflict. */
export async function readSeries(
  db: Db,
  professional: AuthUser,
  seriesId: string,
  instant: Date,
): Promise<Series> {
  await expireUnansweredRequests(db, { professionalId: professional.id }, instant);
  const series = await loadSeries(db, professional.id, seriesId);
  const conflicts = await seriesConflicts(db, professional.id, series.occurrences);
  return {
    ...series,
    occurrences: series.occurrences.map((o) => ({
      id: o.id,
      appointmentDate: o.appointmentDate,
      startTime: o.startTime,
      endTime: o.endTime,
      status: o.status,
      conflict: conflicts.get(o.id) ?? null,
    })),
  };
}
