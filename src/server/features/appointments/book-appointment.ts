import { AUTO_REJECT_AFTER_HOURS } from "@domain/constants";
import type { Appointment, createAppointmentRequestSchema } from "@domain/contracts/appointments";
import type { z } from "@domain/contracts/z";
import { nowInZone } from "@domain/time";
import type { Db } from "@server/db/client";
import { localInstantSql } from "@server/db/local-instant";
import { appointments } from "@server/db/schema";
import { AppError } from "@server/errors";
import type { AuthUser } from "@server/http/route";
import { notify } from "@server/notifications/notify";
import { localWhenText } from "@server/notifications/when-text";
import { nextFreeUnaffected, withAgendaLock } from "@server/shared/agenda-lock";
import { type SQLWrapper, sql } from "drizzle-orm";
import { acceptedPolicyOf, recordNoteConsent } from "./accepted-terms";
import { checkBookingRequest } from "./booking-prechecks";
import { namedQuery, readBookingDay } from "./booking-reads";
import { checkRequestCap } from "./ensure-request-cap";
import { loadAppointmentById } from "./load-appointments";
import { lockBookingPartiesAndClient } from "./lock-booking-parties";
import { checkSlotIsOpen } from "./slot-check";

type BookingInput = z.output<typeof createAppointmentRequestSchema>;

const _bad = (message: string) => new AppError("bad_request", message);

const p = (name: string) => sql.placeholder(name);
const at = (time: SQLWrapper) => localInstantSql(p("date"), time, p("timeZone"));

/** The booking's insert, built once as a named statement (decision 0300). */
const bookingInsert = namedQuery("booking_insert", (db) =>
  db
    .insert(appointments)
    .values({
      clientId: p("clientId"),
      professionalId: p("professionalId"),
      appointmentDate: p("date"),
      startTime: p("startTime"),
      endTime: p("endTime"),
      startsAt: at(p("startTime")),
      endsAt: at(p("endTime")),
      timeZone: p("timeZone"),
      status: "pending",
      serviceType: p("serviceType"),
      clientAddress: p("clientAddress"),
      addressComplement: p("addressComplement"),
      notes: p("notes"),
      acceptedPolicy: sql`${p("acceptedPolicy")}::jsonb`,
      createdAt: p("createdAt"),
    })
    .returning({
      id: appointments.id,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
    })
    .getSQL(),
);

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
  const { context, now } = await checkBookingRequest(db, client, input, instant);
  const { timeZone, serviceDuration } = context;
  const accepted = acceptedPolicyOf(context, input, instant);
  const slot = { startTime: input.startTime, endTime: input.endTime };
  // Under the agenda lock a block of this time cannot be written between check and insert.
  const id = await withAgendaLock(db, input.professionalId, instant, async (tx, lock) => {
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
    const { rows } = (await bookingInsert(tx, {
      clientId: client.id,
      professionalId: input.professionalId,
      date: input.appointmentDate,
      startTime: input.startTime,
      endTime: input.endTime,
      timeZone,
      serviceType: input.serviceType,
      clientAddress: input.clientAddress ?? null,
      addressComplement: input.addressComplement ?? null,
      notes: input.notes ?? null,
      acceptedPolicy: JSON.stringify(accepted),
      // The 48-hour answer window counts from here, on the same clock as every rule.
      createdAt: instant,
    })) as { rows: { id: string; starts_at: Date | string; ends_at: Date | string }[] };
    if (input.notes) await recordNoteConsent(tx, client.id, [rows[0]!.id], instant);
    const created = {
      id: rows[0]!.id,
      startsAt: new Date(rows[0]!.starts_at),
      endsAt: new Date(rows[0]!.ends_at),
    };
    // A later slot than the next free one leaves it where it is: no refresh (decision 0311).
    const nextFreeAt = agenda.nextFreeAt === null ? null : new Date(agenda.nextFreeAt);
    if (nextFreeUnaffected(nextFreeAt, serviceDuration, created, instant)) {
      lock.nextFreeUnchanged();
    }
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
      params: {
        otherName: client.firstName,
        when: localWhenText(input.appointmentDate, input.startTime),
        answerBy: `${day}/${month}/${year} às ${deadline.time}`,
      },
      link: "/professional/agenda",
      idempotencyKey: `booking_requested:${created.id}`,
      instant,
      about: client.id,
    });
    return created.id;
  });
  return (await loadAppointmentById(db, id, client.id))!;
}
