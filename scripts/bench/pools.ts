/** Request parameters drawn at random from the seeded data. */

import { sql } from "drizzle-orm";
import { DEFAULT_SERVICE_DURATION, SERVICE_OPTIONS, SPECIALTIES } from "../../src/domain/constants";
import { profilePath } from "../../src/domain/public-pages";
import { workingSlots } from "../../src/domain/slots";
import type { TitleForm } from "../../src/domain/text";
import { addDays, dayOfWeek, nowInZone } from "../../src/domain/time";
import type { Db } from "../../src/server/db/client";

export const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface BookingSlot {
  professionalId: string;
  appointmentDate: string;
  startTime: string;
  endTime: string;
}

export interface Pools {
  professionalIds: string[];
  /** Their profiles' lasting addresses (issue 18, decision 0350): the server-rendered page. */
  profilePaths: string[];
  /** Other profiles' addresses, each asked once: the page rendered, not a kept copy. */
  firstVisitPaths: string[];
  specialtyNeighbourhoods: { specialty: string; neighborhood: string }[];
  /** Issue 18: bairros of offices in other cities than São Paulo. */
  cityNeighbourhoods: { specialty: string; city: string; neighborhood: string }[];
  names: string[];
  /** Free online slots of professionals open to new patients, each used once. */
  slots: BookingSlot[];
  /** The coming Sunday, in São Paulo: the booking dialog's week. */
  weekStart: string;
}

const SLOT_DAYS = 21;

/** Professionals open to new patients who work online, drawn at random. */
async function bookablePros(db: Db, count: number) {
  return rowsOf<{ id: string; duration: number | null }>(
    await db.execute(sql`
      SELECT p.user_id AS id, s.service_duration AS duration FROM professional_profiles p
      LEFT JOIN agenda_settings s ON s.professional_id = p.user_id
      WHERE p.searchable AND p.available_for_new_patients AND 'online' = ANY(p.service_options)
      ORDER BY random() LIMIT ${count}`),
  );
}

/** Free slots of `pros` from the day after tomorrow for `days` days, shuffled. */
async function freeSlotsOf(
  db: Db,
  pros: { id: string; duration: number | null }[],
  days: number,
): Promise<BookingSlot[]> {
  const ids = pros.map((p) => p.id);
  const windows = rowsOf<{ pid: string; dayOfWeek: number; startTime: string; endTime: string }>(
    await db.execute(sql`
      SELECT professional_id AS pid, day_of_week AS "dayOfWeek", to_char(start_time, 'HH24:MI') AS "startTime",
             to_char(end_time, 'HH24:MI') AS "endTime"
      FROM availability WHERE is_active AND professional_id IN ${ids}`),
  );
  // Live appointments ahead, as "<professional><date>" → their [start, end) times.
  const taken = new Map<string, { start: string; end: string }[]>();
  const live = rowsOf<{ k: string; start: string; end: string }>(
    await db.execute(sql`
      SELECT professional_id || appointment_date::text AS k, to_char(start_time, 'HH24:MI') AS start,
             to_char(end_time, 'HH24:MI') AS end
      FROM appointments WHERE professional_id IN ${ids} AND appointment_date > current_date
        AND status IN ('pending', 'approved', 'confirmed')`),
  );
  for (const { k, start, end } of live) taken.set(k, [...(taken.get(k) ?? []), { start, end }]);
  const isTaken = (key: string, slot: { startTime: string; endTime: string }) =>
    (taken.get(key) ?? []).some((t) => t.start < slot.endTime && slot.startTime < t.end);
  const today = nowInZone("America/Sao_Paulo", new Date()).date;
  const slots: BookingSlot[] = [];
  for (const pro of pros) {
    const availability = windows
      .filter((w) => w.pid === pro.id)
      .map((w) => ({ ...w, isActive: true }));
    for (let d = 2; d < days; d++) {
      const date = addDays(today, d);
      for (const slot of workingSlots(
        date,
        availability,
        pro.duration ?? DEFAULT_SERVICE_DURATION,
      )) {
        if (isTaken(`${pro.id}${date}`, slot)) continue;
        slots.push({ professionalId: pro.id, appointmentDate: date, ...slot });
      }
    }
  }
  // Shuffled, so concurrent requests rarely queue on one professional's agenda lock.
  return slots.sort(() => Math.random() - 0.5);
}

const freeSlots = async (db: Db, wanted: number) =>
  freeSlotsOf(db, await bookablePros(db, Math.max(50, Math.ceil(wanted / 60))), SLOT_DAYS);

/**
 * The hot professional of the booking bench: one agenda everybody wants, its free slots over
 * the whole booking horizon (days 2 to 170), in date order as a new week opens.
 */
export async function hotProfessionalSlots(db: Db): Promise<BookingSlot[]> {
  const slots = await freeSlotsOf(db, await bookablePros(db, 1), 170);
  return slots.sort((a, b) =>
    `${a.appointmentDate}${a.startTime}`.localeCompare(`${b.appointmentDate}${b.startTime}`),
  );
}

export async function drawPools(db: Db, wantedSlots: number): Promise<Pools> {
  // At most half of the searchable professionals, so the first-visit pages (the others) are
  // never an empty pool, also at the small bench's 1,000.
  const professionalIds = rowsOf<{ id: string }>(
    await db.execute(sql`
      SELECT user_id AS id FROM professional_profiles WHERE searchable ORDER BY random()
      LIMIT least(1000, (SELECT count(*) / 2 FROM professional_profiles WHERE searchable))`),
  ).map((r) => r.id);
  const pathRow = (r: {
    firstName: string;
    lastName: string;
    specialties: string[];
    titleForm: TitleForm | null;
    publicNumber: string;
  }) =>
    profilePath({
      ...r,
      publicNumber: Number(r.publicNumber),
      professionalProfile: { specialties: r.specialties, titleForm: r.titleForm },
    });
  const profilePaths = rowsOf<Parameters<typeof pathRow>[0]>(
    await db.execute(sql`
      SELECT u.first_name AS "firstName", u.last_name AS "lastName", p.specialties,
        p.title_form AS "titleForm", p.public_number AS "publicNumber"
      FROM professional_profiles p JOIN users u ON u.id = p.user_id
      WHERE p.user_id = ANY(${`{${professionalIds.join(",")}}`}::uuid[])`),
  ).map(pathRow);
  // Pages no one has opened yet: each asked once, so each is rendered (decision 0356).
  const firstVisitPaths = rowsOf<Parameters<typeof pathRow>[0]>(
    await db.execute(sql`
      SELECT u.first_name AS "firstName", u.last_name AS "lastName", p.specialties,
        p.title_form AS "titleForm", p.public_number AS "publicNumber"
      FROM professional_profiles p JOIN users u ON u.id = p.user_id
      WHERE p.searchable AND NOT p.user_id = ANY(${`{${professionalIds.join(",")}}`}::uuid[])
      ORDER BY random() LIMIT 30000`),
  ).map(pathRow);
  const specialtyNeighbourhoods = rowsOf<{ specialty: string; neighborhood: string }>(
    await db.execute(sql`
      SELECT DISTINCT specialties[1] AS specialty, office_neighborhood AS neighborhood
      FROM professional_profiles WHERE searchable AND office_neighborhood IS NOT NULL LIMIT 400`),
  );
  // Offices outside São Paulo (the seed's other capitals); none in an old seed.
  const cityNeighbourhoods = rowsOf<{ specialty: string; city: string; neighborhood: string }>(
    await db.execute(sql`
      SELECT DISTINCT specialties[1] AS specialty, office_city AS city, office_neighborhood AS neighborhood
      FROM professional_profiles
      WHERE searchable AND office_city <> 'São Paulo' AND office_neighborhood IS NOT NULL LIMIT 400`),
  );
  const names = rowsOf<{ name: string }>(
    await db.execute(sql`
      SELECT DISTINCT first_name AS name FROM users WHERE role = 'professional' LIMIT 200`),
  ).map((r) => r.name);
  const today = nowInZone("America/Sao_Paulo", new Date()).date;
  return {
    professionalIds,
    profilePaths,
    firstVisitPaths,
    specialtyNeighbourhoods,
    cityNeighbourhoods,
    names,
    slots: await freeSlots(db, wantedSlots),
    weekStart: addDays(today, 7 - dayOfWeek(today)),
  };
}

export const randomSpecialty = () => pick(SPECIALTIES);
export const randomServiceOption = () => pick(SERVICE_OPTIONS);
