/** Professional profiles, photo, weekly availability and session length for seed_pro. */
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { DEFAULT_TIME_ZONE } from "../../src/domain/constants";
import type { Db } from "../../src/server/db/client";
import { listNeighborhoods } from "../../src/server/features/geo/places";
import { textArray } from "./people";

/** 9 digits unique per n, then the two check digits of the Receita Federal's rule. */
const CPF = sql`b.b || d.d1 ||
    CASE WHEN (s.s2 + 2 * d.d1) % 11 < 2 THEN 0 ELSE 11 - (s.s2 + 2 * d.d1) % 11 END`;

export async function seedProfiles(tx: Db) {
  // One shared portrait (completeness needs a photo), owned by the first professional.
  const jpeg = await sharp({
    create: { width: 400, height: 400, channels: 3, background: "#0f766e" },
  })
    .jpeg()
    .toBuffer();
  await tx.execute(sql`
    WITH image AS (
      INSERT INTO images (owner_id, mime_type, bytes)
      SELECT id, 'image/jpeg', ${jpeg} FROM seed_pro ORDER BY n LIMIT 1 RETURNING id)
    UPDATE users SET profile_image_id = (SELECT id FROM image)
    WHERE id IN (SELECT id FROM seed_pro)`);
  await tx.execute(sql`
    INSERT INTO professional_profiles (user_id, cpf, professional_register, specialties, service_options,
      office_address, office_neighborhood, office_city, office_state, home_service_city,
      home_service_state, home_service_areas, bio, price_range,
      starting_from, is_verified, verification_rejected_at, verification_rejection_reason, time_zone,
      created_at, updated_at)
    SELECT p.id, ${CPF}, p.register, ARRAY[p.specialty], p.modes,
           CASE WHEN 'local_proprio' = ANY(p.modes) THEN 'Rua ' || p.last_name || ', ' || (p.n % 1900 + 12) END,
           CASE WHEN 'local_proprio' = ANY(p.modes) THEN p.nbh END,
           CASE WHEN 'local_proprio' = ANY(p.modes) THEN 'São Paulo' END,
           CASE WHEN 'local_proprio' = ANY(p.modes) THEN 'SP' END,
           CASE WHEN 'domiciliar' = ANY(p.modes) THEN 'São Paulo' END,
           CASE WHEN 'domiciliar' = ANY(p.modes) THEN 'SP' END,
           CASE WHEN 'domiciliar' = ANY(p.modes) THEN p.areas ELSE '{}' END,
           p.bio, p.price, p.starting_from, p.r_status < 0.94,
           CASE WHEN p.r_status >= 0.98 THEN p.joined + interval '2 days' END,
           CASE WHEN p.r_status >= 0.98 THEN 'O registro profissional informado não foi encontrado no conselho.' END,
           ${DEFAULT_TIME_ZONE}, p.joined, p.joined
    FROM seed_pro p
    CROSS JOIN LATERAL (SELECT lpad(((123456789 + p.n::bigint * 7919) % 1000000000)::text, 9, '0') AS b) b
    CROSS JOIN LATERAL (SELECT sum(substr(b.b, i, 1)::int * (11 - i)) AS s1,
                               sum(substr(b.b, i, 1)::int * (12 - i)) AS s2
                        FROM generate_series(1, 9) i) s
    CROSS JOIN LATERAL (SELECT CASE WHEN s.s1 % 11 < 2 THEN 0 ELSE 11 - s.s1 % 11 END AS d1) d`);
  await spreadOverCities(tx);
  await tx.execute(sql`
    INSERT INTO availability (professional_id, day_of_week, start_time, end_time)
    SELECT p.id, d, make_time(p.start_h, 0, 0), make_time(p.end_h, 0, 0)
    FROM seed_pro p, generate_series(1, 6) d WHERE d < 6 OR p.saturday`);
  await tx.execute(sql`
    INSERT INTO agenda_settings (professional_id, service_duration) SELECT id, minutes FROM seed_pro`);
}

/**
 * Issue 18: offices and home services in other capitals too (30% of professionals), each in
 * its own city's bairros, so the bench's search by city and bairro meets real data.
 */
const OTHER_CITIES = [
  { city: "Rio de Janeiro", state: "RJ", from: 0, to: 12 },
  { city: "Belo Horizonte", state: "MG", from: 12, to: 19 },
  { city: "Curitiba", state: "PR", from: 19, to: 25 },
  { city: "Brasília", state: "DF", from: 25, to: 30 },
] as const;

async function spreadOverCities(tx: Db) {
  for (const { city, state, from, to } of OTHER_CITIES) {
    const bairros = listNeighborhoods(city) ?? [];
    if (!bairros.length) continue;
    const at = (k: number) =>
      sql`(${textArray(bairros)})[1 + ((s.n * ${7 + k}) % ${bairros.length})::int]`;
    await tx.execute(sql`
      UPDATE professional_profiles p SET
        office_neighborhood = CASE WHEN p.office_city IS NOT NULL THEN ${at(0)} END,
        office_city = CASE WHEN p.office_city IS NOT NULL THEN ${city} END,
        office_state = CASE WHEN p.office_city IS NOT NULL THEN ${state} END,
        home_service_city = CASE WHEN p.home_service_city IS NOT NULL THEN ${city} END,
        home_service_state = CASE WHEN p.home_service_city IS NOT NULL THEN ${state} END,
        home_service_areas = CASE WHEN p.home_service_city IS NOT NULL
          THEN ARRAY[${at(0)}, ${at(4)}] ELSE p.home_service_areas END
      FROM seed_pro s
      WHERE s.id = p.user_id AND s.n % 100 >= ${from} AND s.n % 100 < ${to}`);
  }
}
