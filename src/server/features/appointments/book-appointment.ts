import { lastBookableDate, offersServiceType, servesNeighborhood } from "@domain/appointments";
import { AUTO_REJECT_AFTER_HOURS } from "@domain/constants";
import {
  APPOINTMENT_MESSAGES,
  type Appointment,
  type createAppointmentRequestSchema,
} from "@domain/contracts/appointments";
import type { z } from "@domain/contracts/z";
import { isProfileComplete } from "@domain/profile";
import { compareDateTime, nowInZone } from "@domain/time";
import type { Db } from "@server/db/client";
import { localInstantSql } from "@server/db/local-instant";
import { executeNamed } from "@server/db/named-statement";
import { appointments } from "@server/db/schema";
import { AppError } from "@server/errors";
import type { AuthUser } from "@server/http/route";
import { notify } from "@server/notifications/notify";
import { withAgendaLock } from "@server/shared/agenda-lock";
import { checkAcceptsClient, loadBookingContext, readBookingDay } from "./booking-reads";
import { checkRequestCap } from "./ensure-request-cap";
import { expireUnansweredRequests } from "./expire-unanswered-requests";
import { loadAppointmentById } from "./load-appointments";
import { lockBookingPartiesAndClient } from "./lock-booking-parties";
import { checkSlotIsOpen } from "./slot-check";

type BookingInput = z.output<typeof createAppointmentRequestSchema>;

const bad = (message: string) => new AppError("bad_request", message);

/**
 * A client's booking request (SPEC §2 'Agendar Consulta'), re-checked against everything the
 * dialog checks, and created pending. Dates and times are the professional's local ones.
 */
export async function bookAppointment(
  db: Db,
  client: AuthUser,
  input: BookingInput,
  instant: Date,
): Promise<Appointment> {
  // The web app shows an incomplete client only the completion screen; the API agrees.
  if (!isProfileComplete({ ...client, profileImageUrl: null, professionalProfile: null })) {
    throw new AppError("forbidden", APPOINTMENT_MESSAGES.profileIncomplete);
  }
  if (input.professionalId === client.id) throw bad(APPOINTMENT_MESSAGES.selfBooking);
  // One statement for the professional, their settings and the client's standing (0300).
  const context = await loadBookingContext(db, client, input.professionalId, instant);
  if (!offersServiceType(context.serviceOptions, input.serviceType)) {
    throw bad(APPOINTMENT_MESSAGES.serviceTypeNotOffered);
  }
  const neighborhood = input.neighborhood ?? client.address;
  if (
    input.serviceType === "domiciliar" &&
    !servesNeighborhood(context.homeServiceAreas, neighborhood)
  ) {
    throw bad(APPOINTMENT_MESSAGES.neighborhoodNotServed);
  }
  checkAcceptsClient(context);

  const { timeZone, serviceDuration } = context;
  const now = nowInZone(timeZone, instant);
  if (compareDateTime({ date: input.appointmentDate, time: input.startTime }, now) <= 0) {
    throw bad(APPOINTMENT_MESSAGES.pastDate);
  }
  if (input.appointmentDate > lastBookableDate(now.date)) {
    throw bad(APPOINTMENT_MESSAGES.beyondHorizon);
  }
  // A request nobody answered in time no longer holds its slot (decision 0080).
  if (context.expiryDue) {
    await expireUnansweredRequests(db, { professionalId: input.professionalId }, instant);
  }
  const slot = { startTime: input.startTime, endTime: input.endTime };
  const at = (time: string) => localInstantSql(input.appointmentDate, time, timeZone);
  // Under the agenda lock a block of this time cannot be written between check and insert.
  const id = await withAgendaLock(db, input.professionalId, instant, async (tx) => {
    // A ban, deletion or role change of either side is serialised with the booking (0185), and
    // the client's other bookings with this one (the caps, 0141): one statement for both locks.
    await lockBookingPartiesAndClient(tx, client.id, input.professionalId);
    const agenda = await readBookingDay(
      tx,
      client.id,
      input.professionalId,
      input.appointmentDate,
      instant,
    );
    checkSlotIsOpen(input.appointmentDate, slot, { ...agenda, serviceDuration, now });
    checkRequestCap(agenda.counts);
    // A named statement: every column given (null, never undefined, so its text never changes).
    const insert = tx
      .insert(appointments)
      .values({
        clientId: client.id,
        professionalId: input.professionalId,
        appointmentDate: input.appointmentDate,
        startTime: input.startTime,
        endTime: input.endTime,
        startsAt: at(input.startTime),
        endsAt: at(input.endTime),
        timeZone,
        status: "pending",
        serviceType: input.serviceType,
        clientAddress: input.clientAddress ?? null,
        addressComplement: input.addressComplement ?? null,
        notes: input.notes ?? null,
        // The 48-hour answer window counts from here, on the same clock as every rule.
        createdAt: instant,
      })
      .returning({ id: appointments.id, startsAt: appointments.startsAt });
    const { rows } = (await executeNamed(tx, "booking_insert", insert.getSQL())) as {
      rows: { id: string; starts_at: Date | string }[];
    };
    const created = { id: rows[0]!.id, startsAt: new Date(rows[0]!.starts_at) };
    // In the booking's transaction: a booking that commits always has its notification (0210).
    const answerBy = Math.min(
      instant.getTime() + AUTO_REJECT_AFTER_HOURS * 3_600_000,
      created.startsAt.getTime(),
    );
    const deadline = nowInZone(timeZone, new Date(answerBy));
    const [year, month, day] = deadline.date.split("-");
    await notify(tx, {
      kind: "booking_requested",
      recipientId: input.professionalId,
      params: { answerBy: `${day}/${month}/${year} às ${deadline.time}` },
      link: "/professional/agenda",
      idempotencyKey: `booking_requested:${created.id}`,
      instant,
    });
    return created.id;
  });
  return (await loadAppointmentById(db, id, client.id))!;
}
