/** The signed-in callers of the bench: clients, one seeded professional, an admin. */
import { sql } from "drizzle-orm";
import { hashPassword } from "../../src/server/auth/password";
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
  return pro.email;
}
