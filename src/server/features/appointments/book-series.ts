import { lastBookableDate, offersServiceType, servesNeighborhood } from "@domain/appointments";
import { AUTO_REJECT_AFTER_HOURS, LIVE_STATUSES } from "@domain/constants";
import {
  APPOINTMENT_MESSAGES,
  type CreateAppointmentResponse,
  type createAppointmentRequestSchema,
  type Recurrence,
} from "@domain/contracts/appointments";
import type { z } from "@domain/contracts/z";
import { isProfileComplete } from "@domain/profile";
import {
  type OccurrenceProblem,
  occurrenceProblem,
  seriesDates,
  seriesDatesText,
} from "@domain/series";
import { compareDateTime, nowInZone } from "@domain/time";
import type { Db } from "@server/db/client";
import { localInstantSql } from "@server/db/local-instant";
import { appointmentSeries, appointments } from "@server/db/schema";
import { AppError } from "@server/errors";
import { findVisibleProfessional } from "@server/features/professionals/visibility";
import type { AuthUser } from "@server/http/route";
import { notify } from "@server/notifications/notify";
import { withAgendaLock } from "@server/shared/agenda-lock";
import {
  hhmmOf,
  loadAgendaSettings,
  loadAvailability,
  loadBlockedSlots,
} from "@server/shared/agenda-reads";
import { and, between, eq, inArray } from "drizzle-orm";
import { ensureAcceptsClient } from "./ensure-accepts-client";
import { ensureRequestCap } from "./ensure-request-cap";
import { expireUnansweredRequests } from "./expire-unanswered-requests";
import { loadAppointments } from "./load-appointments";
import { lockBookingParties } from "./lock-booking-parties";

type SeriesInput = z.output<typeof createAppointmentRequestSchema> & { recurrence: Recurrence };

const bad = (message: string) => new AppError("bad_request", message);

/** The first date answers as a single booking would (decision 0260). */
const FIRST_DATE_ERRORS: Record<OccurrenceProblem, () => AppError> = {
  past: () => bad(APPOINTMENT_MESSAGES.pastDate),
  beyond_horizon: () => bad(APPOINTMENT_MESSAGES.beyondHorizon),
  outside_agenda: () => bad(APPOINTMENT_MESSAGES.slotNotOffered),
  blocked: () => new AppError("conflict", APPOINTMENT_MESSAGES.slotBlocked),
  taken: () => new AppError("conflict", APPOINTMENT_MESSAGES.slotTaken),
};

/** Live appointments of a professional between two dates: one read for the whole series. */
async function liveTimesBetween(tx: Db, professionalId: string, from: string, to: string) {
  const rows = await tx
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
        between(appointments.appointmentDate, from, to),
        inArray(appointments.status, [...LIVE_STATUSES]),
      ),
    );
  return rows.map((r) => ({ ...r, startTime: hhmmOf(r.startTime), endTime: hhmmOf(r.endTime) }));
}

/**
 * 'Repetir' in the booking dialog (issue 17 item 3, decision 0260): one `appointment_series`
 * row and one pending appointment per date, in one transaction under the agenda lock. The first
 * date must be open (the single booking's checks and errors); a later date that is taken,
 * blocked, outside the agenda or beyond the horizon is skipped and reported. A series is one
 * request for the caps, and the professional hears of it once.
 */
export async function bookSeries(
  db: Db,
  client: AuthUser,
  input: SeriesInput,
  instant: Date,
): Promise<CreateAppointmentResponse> {
  if (!isProfileComplete({ ...client, profileImageUrl: null, professionalProfile: null })) {
    throw new AppError("forbidden", APPOINTMENT_MESSAGES.profileIncomplete);
  }
  if (input.professionalId === client.id) throw bad(APPOINTMENT_MESSAGES.selfBooking);
  const { profile } = await findVisibleProfessional(db, client, input.professionalId);
  if (!offersServiceType(profile.serviceOptions, input.serviceType)) {
    throw bad(APPOINTMENT_MESSAGES.serviceTypeNotOffered);
  }
  const neighborhood = input.neighborhood ?? client.address;
  if (
    input.serviceType === "domiciliar" &&
    !servesNeighborhood(profile.homeServiceAreas, neighborhood)
  ) {
    throw bad(APPOINTMENT_MESSAGES.neighborhoodNotServed);
  }
  await ensureAcceptsClient(db, profile, client.id);

  const settings = await loadAgendaSettings(db, input.professionalId);
  const now = nowInZone(settings.timeZone, instant);
  if (compareDateTime({ date: input.appointmentDate, time: input.startTime }, now) <= 0) {
    throw bad(APPOINTMENT_MESSAGES.pastDate);
  }
  if (input.appointmentDate > lastBookableDate(now.date)) {
    throw bad(APPOINTMENT_MESSAGES.beyondHorizon);
  }
  await expireUnansweredRequests(db, { professionalId: input.professionalId }, instant);
  const { frequency, count } = input.recurrence;
  const dates = seriesDates(input.appointmentDate, frequency, count);
  const slot = { startTime: input.startTime, endTime: input.endTime };

  const result = await withAgendaLock(db, input.professionalId, instant, async (tx) => {
    await lockBookingParties(tx, client.id, input.professionalId);
    const last = dates[dates.length - 1]!;
    const ctx = {
      availability: await loadAvailability(tx, input.professionalId),
      serviceDuration: settings.serviceDuration,
      booked: await liveTimesBetween(tx, input.professionalId, dates[0]!, last),
      blocked: await loadBlockedSlots(tx, input.professionalId, dates[0]!, last),
      now,
    };
    const firstProblem = occurrenceProblem(dates[0]!, slot, ctx);
    if (firstProblem) throw FIRST_DATE_ERRORS[firstProblem]();
    const open = dates.filter((date) => occurrenceProblem(date, slot, ctx) === null);
    await ensureRequestCap(tx, client.id, input.professionalId, instant);

    const [series] = await tx
      .insert(appointmentSeries)
      .values({
        clientId: client.id,
        professionalId: input.professionalId,
        frequency,
        count,
        createdAt: instant,
      })
      .returning({ id: appointmentSeries.id });
    const at = (date: string, time: string) => localInstantSql(date, time, settings.timeZone);
    const created = await tx
      .insert(appointments)
      .values(
        open.map((date) => ({
          clientId: client.id,
          professionalId: input.professionalId,
          appointmentDate: date,
          startTime: input.startTime,
          endTime: input.endTime,
          startsAt: at(date, input.startTime),
          endsAt: at(date, input.endTime),
          timeZone: settings.timeZone,
          status: "pending" as const,
          serviceType: input.serviceType,
          clientAddress: input.clientAddress,
          addressComplement: input.addressComplement,
          notes: input.notes,
          seriesId: series!.id,
          createdAt: instant,
        })),
      )
      .returning({ id: appointments.id, startsAt: appointments.startsAt });
    const firstStart = Math.min(...created.map((c) => c.startsAt.getTime()));
    const deadline = nowInZone(
      settings.timeZone,
      new Date(Math.min(instant.getTime() + AUTO_REJECT_AFTER_HOURS * 3_600_000, firstStart)),
    );
    const [year, month, day] = deadline.date.split("-");
    await notify(tx, {
      kind: "series_requested",
      recipientId: input.professionalId,
      params: {
        count: String(open.length),
        frequency: frequency === "weekly" ? "semanais" : "quinzenais",
        time: input.startTime,
        dates: seriesDatesText(open),
        answerBy: `${day}/${month}/${year} às ${deadline.time}`,
      },
      link: "/professional/agenda",
      idempotencyKey: `series_requested:${series!.id}`,
      instant,
    });
    const firstId = created.find((c) => c.startsAt.getTime() === firstStart)!.id;
    return { firstId, skippedDates: dates.filter((d) => !open.includes(d)) };
  });
  const [first] = await loadAppointments(db, eq(appointments.id, result.firstId), client.id);
  return { ...first!, skippedDates: result.skippedDates };
}
