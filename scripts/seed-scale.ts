/**
 * Seeds a large synthetic marketplace straight in SQL, for benchmarks:
 * `professionals` complete, verified professionals over 20 São Paulo neighbourhoods, each
 * with weekday availability and `reviewsPerProfessional` past appointments, confirmations
 * and reviews.
 */
import { sql } from "drizzle-orm";
import sharp from "sharp";
import type { Db } from "../src/server/db/client";
import { localInstantSql } from "../src/server/db/local-instant";
import { images } from "../src/server/db/schema";
import { createUserAccount } from "../src/server/features/auth/create-account";

const NEIGHBOURHOODS = [
  "Pinheiros",
  "Moema",
  "Vila Mariana",
  "Itaim Bibi",
  "Perdizes",
  "Butantã",
  "Santana",
  "Tatuapé",
  "Mooca",
  "Lapa",
  "Saúde",
  "Jabaquara",
  "Consolação",
  "Bela Vista",
  "Liberdade",
  "Ipiranga",
  "Campo Belo",
  "Santo Amaro",
  "Vila Prudente",
  "Jardim Paulista",
];
const FIRST = [
  "Ana",
  "José",
  "João",
  "Lúcia",
  "Márcia",
  "Antônio",
  "Beatriz",
  "Cláudio",
  "Débora",
  "Fábio",
];
const LAST = ["Silva", "Souza", "Conceição", "Araújo", "Gonçalves", "Lima", "Mendes", "Nogueira"];

export async function seedScale(db: Db, professionals: number, reviewsPerProfessional: number) {
  const owner = await createUserAccount(db, {
    email: `scale-owner-${Date.now()}@bench.acolher`,
    password: "bench-password",
    firstName: "Bench",
    lastName: "Owner",
    role: "client",
  });
  const jpeg = await sharp({
    create: { width: 400, height: 400, channels: 3, background: "#0f766e" },
  })
    .jpeg()
    .toBuffer();
  const [image] = await db
    .insert(images)
    .values({ ownerId: owner.id, mimeType: "image/jpeg", bytes: jpeg })
    .returning();
  const nbh = sql.raw(`ARRAY[${NEIGHBOURHOODS.map((n) => `'${n}'`).join(",")}]`);
  const first = sql.raw(`ARRAY[${FIRST.map((n) => `'${n}'`).join(",")}]`);
  const last = sql.raw(`ARRAY[${LAST.map((n) => `'${n}'`).join(",")}]`);
  await db.execute(sql`
    INSERT INTO users (email, first_name, last_name, role, profile_image_id, city)
    SELECT 'pro' || g || '@bench.acolher', (${first})[1 + g % 10], (${last})[1 + (g / 10) % 8] || ' ' || g,
           'professional', ${image!.id}, 'São Paulo'
    FROM generate_series(1, ${professionals}) g`);
  await db.execute(sql`
    INSERT INTO professional_profiles (user_id, cpf, professional_register, specialties, service_options,
      office_address, office_neighborhood, home_service_city, home_service_areas, price_range, is_verified)
    SELECT u.id, lpad(n::text, 11, '0'), 'REG ' || n,
           ARRAY[(ARRAY['Psicologia','Nutrição','Fisioterapia','Personal Trainer'])[1 + n % 4]],
           CASE (n / 4) % 4 WHEN 0 THEN '{online,local_proprio,domiciliar}' WHEN 1 THEN '{online}'
                            WHEN 2 THEN '{local_proprio}' ELSE '{domiciliar,online}' END::service_option[],
           'Rua ' || n, (${nbh})[1 + n % 20], 'São Paulo',
           ARRAY[(${nbh})[1 + n % 20], (${nbh})[1 + (n + 7) % 20]], 80 + (n * 37) % 320, true
    FROM (SELECT id, substring(email from 4 for position('@' in email) - 4)::int AS n
          FROM users WHERE email LIKE 'pro%@bench.acolher') u`);
  await db.execute(sql`
    INSERT INTO availability (professional_id, day_of_week, start_time, end_time)
    SELECT p.user_id, d, '08:00', '18:00' FROM professional_profiles p, generate_series(1, 5) d
    WHERE p.professional_register LIKE 'REG %'`);
  await db.execute(sql`
    INSERT INTO appointments (client_id, professional_id, appointment_date, start_time, end_time,
      starts_at, ends_at, time_zone, status, service_type)
    SELECT ${owner.id}, p.user_id, current_date - k, '10:00', '11:00',
           ${localInstantSql(sql.raw("current_date - k"), "10:00", "America/Sao_Paulo")},
           ${localInstantSql(sql.raw("current_date - k"), "11:00", "America/Sao_Paulo")},
           'America/Sao_Paulo', 'confirmed', 'online'
    FROM professional_profiles p, generate_series(1, ${reviewsPerProfessional}) k
    WHERE p.professional_register LIKE 'REG %'`);
  await db.execute(sql`
    INSERT INTO service_confirmations (appointment_id, professional_id, client_id, client_confirmed,
      professional_confirmed, service_description, service_date)
    SELECT a.id, a.professional_id, a.client_id, true, true, 'Consulta', a.appointment_date
    FROM appointments a WHERE a.client_id = ${owner.id}`);
  await db.execute(sql`
    INSERT INTO reviews (professional_id, client_id, service_confirmation_id, rating, comment, is_anonymous)
    SELECT c.professional_id, c.client_id, c.id, 1 + abs(hashtext(c.id::text)) % 5, NULL, true
    FROM service_confirmations c WHERE c.client_id = ${owner.id}`);
  await db.execute(sql`ANALYZE`);
}
