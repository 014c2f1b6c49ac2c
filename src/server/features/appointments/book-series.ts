import { AUTO_REJECT_AFTER_HOURS, LIVE_STATUSES } from "@domain/constants";
import type { Availability, BlockedSlot } from "@domain/contracts/agenda";
import {
  APPOINTMENT_MESSAGES,
  type CreateAppointmentResponse,
  type createAppointmentRequestSchema,
  type Recurrence,
} from "@domain/contracts/appointments";
import type { z } from "@domain/contracts/z";
import {
  type OccurrenceContext,
  type OccurrenceProblem,
  occurrenceProblem,
  seriesDates,
  seriesDatesText,
  seriesHolidays,
} from "@domain/series";
import { nowInZone } from "@domain/time";
import type { Db } from "@server/db/client";
import { executeNamed } from "@server/db/named-statement";
import { appointmentSeries } from "@server/db/schema";
import { AppError } from "@server/errors";
import type { AuthUser } from "@server/http/route";
import { notify } from "@server/notifications/notify";
import { withAgendaLock } from "@server/shared/agenda-lock";
import { sql } from "drizzle-orm";
import { acceptedPolicyOf, recordNoteConsent } from "./accepted-terms";
import { checkBookingRequest } from "./booking-prechecks";
import { namedQuery } from "./booking-reads";
import { checkRequestCap, type RequestCounts, requestCountsSql } from "./ensure-request-cap";
import { loadAppointmentById } from "./load-appointments";
import { lockBookingPartiesAndClient } from "./lock-booking-parties";

type SeriesInput = z.output<typeof createAppointmentRequestSchema> & { recurrence: Recurrence };

const bad = (message: string) => new AppError("bad_request", message);

const ph = (name: string) => sql.placeholder(name);

/** A series' pending rows, one per date of a JSON array: one statement whatever the count. */
const seriesInsert = namedQuery(
  "series_insert",
  () => sql`INSERT INTO appointments (client_id, professional_id, appointment_date, start_time,
      end_time, starts_at, ends_at, time_zone, status, service_type, client_address,
      address_complement, notes, series_id, accepted_policy, created_at)
    SELECT ${ph("clientId")}::uuid, ${ph("professionalId")}::uuid, d.date, ${ph("startTime")}::time,
      ${ph("endTime")}::time, (d.date + ${ph("startTime")}::time) AT TIME ZONE ${ph("timeZone")},
      (d.date + ${ph("endTime")}::time) AT TIME ZONE ${ph("timeZone")}, ${ph("timeZone")},
      'pending', ${ph("serviceType")}::service_type, ${ph("clientAddress")},
      ${ph("addressComplement")}, ${ph("notes")}, ${ph("seriesId")}::uuid,
      jsonb_set(${ph("acceptedPolicy")}::jsonb, '{appointmentDate}', to_jsonb(d.date::text)),
      ${ph("createdAt")}::timestamptz
    FROM (SELECT value::date AS date FROM json_array_elements_text(${ph("dates")}::json)) d
    RETURNING id, starts_at`,
);

/** The first date answers as a single booking would (decision 0260). */
const FIRST_DATE_ERRORS: Record<OccurrenceProblem, () => AppError> = {
  past: () => bad(APPOINTMENT_MESSAGES.pastDate),
  beyond_horizon: () => bad(APPOINTMENT_MESSAGES.beyondHorizon),
  outside_agenda: () => bad(APPOINTMENT_MESSAGES.slotNotOffered),
  blocked: () => new AppError("conflict", APPOINTMENT_MESSAGES.slotBlocked),
  taken: () => new AppError("conflict", APPOINTMENT_MESSAGES.slotTaken),
};

const hhmm = (column: string) => sql.raw(`to_char(${column}, 'HH24:MI')`);

/**
 * Under the locks, in one named statement for the whole series: the windows, the blocked times
 * and live appointments between the first and last dates, and the client's request counts (the
 * range form of `readBookingDay`, decision 0300).
 */
async function readSeriesRange(
  tx: Db,
  clientId: string,
  professionalId: string,
  [from, to]: [string, string],
  instant: Date,
) {
  const { rows } = (await executeNamed(
    tx,
    "series_range",
    sql`SELECT
        (SELECT coalesce(json_agg(json_build_object('id', id, 'dayOfWeek', day_of_week,
            'startTime', ${hhmm("start_time")}, 'endTime', ${hhmm("end_time")},
            'isActive', is_active)), '[]')
          FROM availability WHERE professional_id = ${professionalId}::uuid) AS availability,
        (SELECT coalesce(json_agg(json_build_object('id', id, 'date', date::text,
            'startTime', ${hhmm("start_time")}, 'endTime', ${hhmm("end_time")}, 'reason', reason)),
            '[]')
          FROM blocked_slots WHERE professional_id = ${professionalId}::uuid
            AND date BETWEEN ${from}::date AND ${to}::date) AS blocked,
        (SELECT coalesce(json_agg(json_build_object('appointmentDate', appointment_date::text,
            'startTime', ${hhmm("start_time")}, 'endTime', ${hhmm("end_time")},
            'status', status)), '[]')
          FROM appointments WHERE professional_id = ${professionalId}::uuid
            AND appointment_date BETWEEN ${from}::date AND ${to}::date
            AND status IN (${sql.join(
              LIVE_STATUSES.map((s) => sql`${s}`),
              sql`, `,
            )})) AS booked,
        row_to_json(counts) AS counts
      FROM (${requestCountsSql(clientId, professionalId, instant)}) counts`,
  )) as {
    rows: {
      availability: Availability[];
      blocked: BlockedSlot[];
      booked: OccurrenceContext["booked"];
      counts: RequestCounts;
    }[];
  };
  return rows[0]!;
}

/**
 * 'Repetir' in the booking dialog (issue 17 item 3, decision 0260): one `appointment_series`
 * row and one pending appointment per date, in one transaction under the agenda lock. The first
 * date must be open (the single booking's checks and errors); a later date that is taken,
 * blocked, outside the agenda or beyond the horizon is skipped and reported, and so is a later
 * national holiday when the client asked to skip them (decision 0374). A series is one
 * request for the caps, and the professional hears of it once. The single booking's reads
 * (decision 0300), with one read for the whole date range and one insert for every date.
 */
export async function bookSeries(
  db: Db,
  client: AuthUser,
  input: SeriesInput,
  instant: Date,
): Promise<CreateAppointmentResponse> {
  const { context, now } = await checkBookingRequest(db, client, input, instant);
  const { timeZone, serviceDuration } = context;
  const accepted = acceptedPolicyOf(context, input, instant);
  const { frequency, count, skipHolidays } = input.recurrence;
  const asked = seriesDates(input.appointmentDate, frequency, count);
  // 'Pular feriados nacionais' (decision 0374): those dates are never asked for.
  const holidays = skipHolidays ? seriesHolidays(asked).map((h) => h.date) : [];
  const dates = asked.filter((date) => !holidays.includes(date));
  const slot = { startTime: input.startTime, endTime: input.endTime };

  const result = await withAgendaLock(db, input.professionalId, instant, async (tx) => {
    await lockBookingPartiesAndClient(tx, client.id, input.professionalId);
    const range = await readSeriesRange(
      tx,
      client.id,
      input.professionalId,
      [dates[0]!, dates.at(-1)!],
      instant,
    );
    const ctx = { ...range, serviceDuration, now };
    const firstProblem = occurrenceProblem(dates[0]!, slot, ctx);
    if (firstProblem) throw FIRST_DATE_ERRORS[firstProblem]();
    checkRequestCap(range.counts);
    const open = dates.filter((date) => occurrenceProblem(date, slot, ctx) === null);

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
    // One named statement for every date, built once (decision 0300: drizzle built the 12-row
    // insert on every request, about 0.5 ms of the server's CPU).
    const { rows } = (await seriesInsert(tx, {
      dates: JSON.stringify(open),
      clientId: client.id,
      professionalId: input.professionalId,
      startTime: input.startTime,
      endTime: input.endTime,
      timeZone,
      serviceType: input.serviceType,
      clientAddress: input.clientAddress ?? null,
      addressComplement: input.addressComplement ?? null,
      notes: input.notes ?? null,
      seriesId: series!.id,
      acceptedPolicy: JSON.stringify(accepted),
      // The 48-hour answer window counts from here, for every date (decision 0261).
      createdAt: instant.toISOString(),
    })) as { rows: { id: string; starts_at: Date | string }[] };
    if (input.notes) {
      await recordNoteConsent(
        tx,
        client.id,
        rows.map((r) => r.id),
        instant,
      );
    }
    const created = rows.map((r) => ({ id: r.id, startsAt: new Date(r.starts_at) }));
    const first = created.reduce((a, b) => (a.startsAt <= b.startsAt ? a : b));
    const deadline = nowInZone(
      timeZone,
      new Date(
        Math.min(instant.getTime() + AUTO_REJECT_AFTER_HOURS * 3_600_000, first.startsAt.getTime()),
      ),
    );
    const [year, month, day] = deadline.date.split("-");
    await notify(tx, {
      kind: "series_requested",
      recipientId: input.professionalId,
      params: {
        otherName: client.firstName,
        count: String(open.length),
        frequency: frequency === "weekly" ? "semanais" : "quinzenais",
        time: input.startTime,
        dates: seriesDatesText(open),
        answerBy: `${day}/${month}/${year} às ${deadline.time}`,
      },
      link: "/professional/agenda",
      idempotencyKey: `series_requested:${series!.id}`,
      instant,
      about: client.id,
    });
    return { firstId: first.id, skippedDates: dates.filter((d) => !open.includes(d)) };
  });
  const firstOccurrence = await loadAppointmentById(db, result.firstId, client.id);
  return { ...firstOccurrence!, skippedDates: result.skippedDates, skippedHolidays: holidays };
}
