/**
 * The people of the synthetic marketplace, set-based: temporary tables seed_pro and
 * seed_client (numbered n, with their drawn attributes) feed users, profiles, weekly
 * availability and session lengths in a few INSERT … SELECT statements.
 */
import { type SQL, sql } from "drizzle-orm";
import { SPECIALTIES } from "../../src/domain/constants";
import type { Db } from "../../src/server/db/client";
import { MODES } from "../../src/server/demo/profile-values";
import { listNeighborhoods } from "../../src/server/features/geo/places";
import { BIO, FIRST_NAMES, LAST_NAMES, SPECIALTY_PROFILE, STREETS } from "./words";

export const textArray = (values: readonly string[]) =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/** `(array)[1 + floor(r * length)]`: one element drawn by the uniform r in [0, 1). */
export const pick = (values: readonly string[], r: SQL) =>
  sql`(${textArray(values)})[1 + floor(${r} * ${values.length})::int]`;

const NEIGHBORHOODS = listNeighborhoods("São Paulo") ?? [];

/** specialty → share threshold, prices, session length, register and bio, as a VALUES table. */
function specialtyTable(): SQL {
  let upTo = 0;
  const rows = SPECIALTIES.map((name) => {
    const s = SPECIALTY_PROFILE[name];
    upTo += s.share;
    return sql`(${name}, ${upTo}::float8, ${s.prices[0]}::int, ${s.prices[1]}::int, ${s.minutes}::int, ${s.register[0]}, ${s.register[1]}, ${BIO[name]})`;
  });
  return sql`(VALUES ${sql.join(rows, sql`, `)}) AS s(name, up_to, pmin, pmax, minutes, reg_prefix, reg_suffix, bio)`;
}

function modesTable(): SQL {
  const rows = SPECIALTIES.flatMap((name) =>
    MODES[name].map((modes, k) => sql`(${name}, ${k}::int, ${modes.join(",")})`),
  );
  return sql`(VALUES ${sql.join(rows, sql`, `)}) AS m(specialty, k, modes)`;
}

export async function seedProfessionals(tx: Db, count: number, base: number, hash: string) {
  const nbh = (r: SQL) => sql`floor(${r} * ${NEIGHBORHOODS.length})::int`;
  await tx.execute(sql`
    CREATE TEMP TABLE seed_pro ON COMMIT DROP AS
    SELECT r.n, gen_random_uuid() AS id, r.first_name, r.last_name, s.name AS specialty,
           string_to_array(m.modes, ',')::service_option[] AS modes,
           (${textArray(NEIGHBORHOODS)})[1 + r.nbh] AS nbh,
           ARRAY[(${textArray(NEIGHBORHOODS)})[1 + r.nbh],
                 (${textArray(NEIGHBORHOODS)})[1 + (r.nbh + 1 + r.near) % ${NEIGHBORHOODS.length}]] AS areas,
           floor((s.pmin + r.r_price * (s.pmax - s.pmin)) / 10) * 10 AS price, r.r_price < 0.3 AS starting_from,
           s.reg_prefix || (100000 + r.n % 900000) || s.reg_suffix AS register, s.bio,
           CASE WHEN s.name = 'Personal Trainer' AND r.r_price < 0.3 THEN 30 ELSE s.minutes END AS minutes,
           3.2 + r.quality * 1.8 AS quality, r.r_status, r.r_status > 0.995 AS banned,
           r.r_days < 0.3 AS saturday, 7 + floor(r.r_days * 3)::int AS start_h,
           17 + floor(r.r_price * 4)::int AS end_h, now() - (30 + random() * 870) * interval '1 day' AS joined
    FROM (SELECT g + ${base} AS n, ${pick(FIRST_NAMES, sql`random()`)} AS first_name,
                 ${pick(LAST_NAMES, sql`random()`)} ||
                   CASE WHEN random() < 0.35 THEN ' ' || ${pick(LAST_NAMES, sql`random()`)} ELSE '' END AS last_name,
                 random() AS r_spec, floor(random() * 4)::int AS mode_k, ${nbh(sql`random()`)} AS nbh,
                 floor(random() * 5)::int AS near, random() AS r_price, random() AS quality,
                 random() AS r_status, random() AS r_days
          FROM generate_series(1, ${count}) g) r
    CROSS JOIN LATERAL (SELECT * FROM ${specialtyTable()} WHERE r.r_spec < s.up_to OR s.up_to >= 0.999
                        ORDER BY s.up_to LIMIT 1) s
    JOIN ${modesTable()} ON m.specialty = s.name AND m.k = r.mode_k`);
  // Temporary tables get no automatic statistics: without them the joins below plan blind.
  await tx.execute(sql`CREATE UNIQUE INDEX ON seed_pro (n)`);
  await tx.execute(sql`ANALYZE seed_pro`);
  await tx.execute(sql`
    INSERT INTO users (id, email, password_hash, first_name, last_name, phone, city, role, is_banned,
                       created_at, last_login)
    SELECT id, lower(immutable_unaccent(replace(first_name, ' ', '') || '.' || split_part(last_name, ' ', 1)))
               || '.' || n || '@exemplo.com.br',
           ${hash}, first_name, last_name, '119' || lpad((n::bigint * 7919 % 100000000)::text, 8, '0'),
           'São Paulo', 'professional', banned, joined, now() - (n % 20) * interval '1 day'
    FROM seed_pro`);
}

export async function seedClients(tx: Db, count: number, base: number, hash: string) {
  await tx.execute(sql`
    CREATE TEMP TABLE seed_client ON COMMIT DROP AS
    SELECT g + ${base} AS n, gen_random_uuid() AS id, ${pick(FIRST_NAMES, sql`random()`)} AS first_name,
           ${pick(LAST_NAMES, sql`random()`)} AS last_name,
           ${pick(STREETS, sql`random()`)} || ', ' || (10 + floor(random() * 2000)::int) || ' - ' ||
             ${pick(NEIGHBORHOODS, sql`random()`)} AS address,
           now() - (1 + random() * 720) * interval '1 day' AS joined, random() > 0.997 AS banned
    FROM generate_series(1, ${count}) g`);
  await tx.execute(sql`CREATE UNIQUE INDEX ON seed_client (n)`);
  await tx.execute(sql`ANALYZE seed_client`);
  await tx.execute(sql`
    INSERT INTO users (id, email, password_hash, first_name, last_name, phone, city, address, role,
                       is_banned, created_at)
    SELECT id, lower(immutable_unaccent(first_name || '.' || last_name)) || '.' || n || '@exemplo.com.br',
           ${hash}, first_name, last_name, '119' || lpad((n::bigint * 104729 % 100000000)::text, 8, '0'),
           'São Paulo', address, 'client', banned, joined
    FROM seed_client`);
}
