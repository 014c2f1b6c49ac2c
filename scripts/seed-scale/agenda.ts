/**
 * Two years of appointments (about 20 per professional), the service confirmations of the
 * ended approved/confirmed ones and reviews on those both sides confirmed, set-based.
 */
import { sql } from "drizzle-orm";
import { DEFAULT_TIME_ZONE } from "../../src/domain/constants";
import { SERVICE_TYPE_NAME } from "../../src/domain/text";
import type { Db } from "../../src/server/db/client";
import { localInstantSql } from "../../src/server/db/local-instant";
import { reportTimesSql } from "./bulk";
import { pick } from "./people";
import { REVIEW_COMMENTS } from "./words";

/** 40 windows of 18 days from 600 days ago: a day drawn in each window, half of them kept. */
const WINDOWS = 40;
const WINDOW_DAYS = 18;
const FIRST_DAY = 600;

export async function seedAppointments(tx: Db, clients: number) {
  // Within a window the day moves by at most 15 + 2 (weekend to Monday) < 18 days, so one
  // professional never has two appointments on a day: the no-overlap constraint always holds.
  // The report times are the row trigger's (it is off during the load; bulk.ts).
  const times = reportTimesSql({
    createdAt: sql`x.created_at`,
    updatedAt: sql`x.updated_at`,
    status: sql`x.status`,
    noticeHours: sql`NULL::int`,
  });
  await tx.execute(sql`
    INSERT INTO appointments (client_id, professional_id, appointment_date, start_time, end_time,
      starts_at, ends_at, time_zone, status, service_type, client_address, notes, created_at, updated_at,
      status_changed_at, answered_at)
    SELECT x.*, ${times.statusChangedAt}, ${times.answeredAt}
    FROM (SELECT c.id AS client_id, a.pro, a.day, a.start_t, a.start_t + make_interval(mins => a.minutes),
           ${localInstantSql(sql`a.day`, sql`a.start_t`, DEFAULT_TIME_ZONE)},
           ${localInstantSql(sql`a.day`, sql`a.start_t + make_interval(mins => a.minutes)`, DEFAULT_TIME_ZONE)},
           ${DEFAULT_TIME_ZONE},
           (CASE WHEN a.day < current_date THEN
              CASE WHEN a.r_status < 0.6 THEN 'confirmed' WHEN a.r_status < 0.72 THEN 'approved'
                   WHEN a.r_status < 0.85 THEN 'cancelled' WHEN a.r_status < 0.95 THEN 'rejected'
                   ELSE 'auto_rejected' END
            ELSE
              CASE WHEN a.r_status < 0.35 THEN 'pending' WHEN a.r_status < 0.6 THEN 'approved'
                   WHEN a.r_status < 0.85 THEN 'confirmed' WHEN a.r_status < 0.95 THEN 'cancelled'
                   ELSE 'rejected' END
            END)::appointment_status AS status,
           a.service_type, CASE WHEN a.service_type = 'domiciliar' THEN c.address END,
           CASE WHEN a.r_status > 0.8 THEN 'Primeira consulta, gostaria de conversar sobre objetivos.' END,
           a.day - (1 + a.r_client * 20)::int * interval '1 day' AS created_at,
           a.day - interval '1 day' AS updated_at
    FROM (SELECT p.id AS pro, p.minutes, r.r_status, r.r_client,
                 (CASE p.modes[1 + floor(r.r_mode * cardinality(p.modes))::int]
                    WHEN 'online' THEN 'online' WHEN 'local_proprio' THEN 'presencial'
                    ELSE 'domiciliar' END)::service_type AS service_type,
                 make_time(p.start_h + floor(r.r_hour * (p.end_h - p.start_h - 1))::int, 0, 0) AS start_t,
                 r.d0 + CASE extract(isodow FROM r.d0) WHEN 6 THEN 2 WHEN 7 THEN 1 ELSE 0 END AS day
          FROM seed_pro p
          CROSS JOIN LATERAL (
            SELECT current_date - ${FIRST_DAY}::int + k * ${WINDOW_DAYS}::int + floor(random() * 16)::int AS d0,
                   random() AS r_status, random() AS r_client, random() AS r_mode, random() AS r_hour,
                   random() AS r_keep, p.n AS outer_ref
            FROM generate_series(0, ${WINDOWS - 1}::int) k) r
          WHERE r.r_keep < 0.5) a
    JOIN seed_client c ON c.n = (SELECT min(n) FROM seed_client) + floor(a.r_client * ${clients})::int) x`);
}

export async function seedConfirmations(tx: Db) {
  const description = sql`'Consulta de ' || p.specialty || ' - ' || CASE a.service_type
    ${sql.join(
      Object.entries(SERVICE_TYPE_NAME).map(([k, v]) => sql`WHEN ${k} THEN ${v}`),
      sql` `,
    )} END`;
  await tx.execute(sql`
    INSERT INTO service_confirmations (appointment_id, professional_id, client_id, client_confirmed,
      professional_confirmed, client_confirmed_at, professional_confirmed_at, service_description,
      service_date, created_at)
    SELECT a.id, a.professional_id, a.client_id, a.r < 0.85, a.r < 0.8 OR a.r >= 0.9,
           CASE WHEN a.r < 0.85 THEN a.ends_at + interval '3 hours' END,
           CASE WHEN a.r < 0.8 OR a.r >= 0.9 THEN a.ends_at + interval '1 hour' END,
           ${description}, a.appointment_date, a.ends_at
    FROM (SELECT *, random() AS r FROM appointments
          WHERE status IN ('approved', 'confirmed') AND ends_at < now()) a
    JOIN seed_pro p ON p.id = a.professional_id`);
}

/**
 * `count` reviews on confirmations both sides made, the rating drawn around the
 * professional's quality. The rating totals are summed after the load (bulk.ts).
 */
export async function seedReviews(tx: Db, count: number) {
  await tx.execute(sql`
    INSERT INTO reviews (professional_id, client_id, service_confirmation_id, rating, comment,
                         is_anonymous, created_at)
    SELECT c.professional_id, c.client_id, c.id,
           greatest(1, least(5, round(p.quality + (c.r - 0.6) * 2.5)))::smallint,
           CASE WHEN c.r2 < 0.65 THEN ${pick(REVIEW_COMMENTS, sql`c.r2 / 0.65`)} END,
           c.r2 < 0.4, least(now(), c.client_confirmed_at + interval '1 day')
    FROM (SELECT *, random() AS r, random() AS r2 FROM service_confirmations
          WHERE client_confirmed AND professional_confirmed AND professional_id IN (SELECT id FROM seed_pro)
          -- md5 draws the sample: ORDER BY random() would sort by the column r above.
          ORDER BY md5(id::text) LIMIT ${count}) c
    JOIN seed_pro p ON p.id = c.professional_id`);
}
