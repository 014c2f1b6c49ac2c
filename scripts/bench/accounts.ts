/** The signed-in callers of the bench: clients, one seeded professional, an admin. */
import { sql } from "drizzle-orm";
import { LEGAL_VERSIONS } from "../../src/domain/legal";
import { hashPassword } from "../../src/server/auth/password";
import { SESSION_COOKIE, SessionStore } from "../../src/server/auth/sessions";
import type { Db } from "../../src/server/db/client";
import { createUserAccount } from "../../src/server/features/auth/create-account";

export const BENCH_PASSWORD = "bancada-de-carga-acolher-2026";
export const CLIENTS = 20;
export const clientEmail = (i: number) => `bench-client-${i}@bench.acolher`;
export const ADMIN_EMAIL = "bench-admin@bench.acolher";

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function ensureAccount(db: Db, email: string, role: "client" | "admin") {
  const existing = rowsOf<{ id: string }>(
    await db.execute(sql`SELECT id FROM users WHERE email = ${email}`),
  );
  if (existing[0]) return;
  const { id } = await createUserAccount(db, {
    email,
    password: BENCH_PASSWORD,
    firstName: "Bancada",
    lastName: "Carga",
    role,
    acceptLegalAt: new Date(),
  });
  // A complete client profile, or the booking would be refused.
  await db.execute(
    sql`UPDATE users SET city = 'São Paulo', address = 'Rua Augusta, 100' WHERE id = ${id}`,
  );
}

/** Creates what is missing; returns the professional's e-mail (a seeded one, given a password). */
export async function prepareAccounts(db: Db): Promise<string> {
  for (let i = 0; i < CLIENTS; i++) await ensureAccount(db, clientEmail(i), "client");
  await ensureAccount(db, ADMIN_EMAIL, "admin");
  const [pro] = rowsOf<{ id: string; email: string }>(
    await db.execute(sql`
      SELECT u.id, u.email FROM users u JOIN professional_profiles p ON p.user_id = u.id
      WHERE p.searchable ORDER BY u.email LIMIT 1`),
  );
  if (!pro) throw new Error("no searchable professional in the bench database");
  const hash = await hashPassword(BENCH_PASSWORD);
  await db.execute(sql`UPDATE users SET password_hash = ${hash} WHERE id = ${pro.id}`);
  // Every bench caller has accepted the terms and privacy notice in force (decision 0391), the
  // seeded professional and accounts left by an older bench run too: else the API answers 403.
  const emails = [...Array.from({ length: CLIENTS }, (_, i) => clientEmail(i)), ADMIN_EMAIL];
  await db.execute(
    sql`UPDATE users SET terms_version = ${LEGAL_VERSIONS.terms.version},
        privacy_version = ${LEGAL_VERSIONS.privacy.version}
      WHERE id = ${pro.id} OR email IN (${sql.join(
        emails.map((e) => sql`${e}`),
        sql`, `,
      )})`,
  );
  return pro.email;
}

/** Bench accounts' pending requests from earlier runs would count against the pending limit. */
export async function clearBenchRequests(db: Db): Promise<void> {
  await db.execute(sql`
    DELETE FROM appointments WHERE status = 'pending' AND client_id IN (
      SELECT id FROM users WHERE email LIKE 'bench-%@bench.acolher')`);
}

/**
 * Clients for the booking scenario: a client may have only a few requests waiting, so each
 * booker books a few slots. Made in SQL with a session each (no password, no sign-in).
 */
export async function prepareBookers(db: Db, count: number, sessionSecret: string) {
  await db.execute(sql`
    INSERT INTO users (email, first_name, last_name, role, city, address)
    SELECT 'bench-booker-' || g || '@bench.acolher', 'Cliente', 'Bancada ' || g, 'client',
           'São Paulo', 'Rua Augusta, 100'
    FROM generate_series(1, ${count}) g
    ON CONFLICT DO NOTHING`);
  // They accepted the terms in force too (decision 0391), or every booking answers 403.
  await db.execute(sql`
    UPDATE users SET terms_version = ${LEGAL_VERSIONS.terms.version},
        privacy_version = ${LEGAL_VERSIONS.privacy.version}
    WHERE email LIKE 'bench-booker-%@bench.acolher'`);
  const ids = rowsOf<{ id: string }>(
    await db.execute(sql`
      SELECT id FROM users WHERE email LIKE 'bench-booker-%@bench.acolher' LIMIT ${count}`),
  );
  const sessions = new SessionStore(db, sessionSecret);
  const cookies: string[] = [];
  for (const { id } of ids) cookies.push(`${SESSION_COOKIE}=${(await sessions.create(id)).token}`);
  return cookies;
}
