import type { Role } from "@domain/constants";
import { hashPassword } from "@server/auth/password";
import type { Db } from "@server/db/client";
import { agendaSettings, users } from "@server/db/schema";

export interface NewAccount {
  email: string;
  /** The password, or its argon2 hash already made (tests reuse one hash for every user). */
  password: string | { hash: string };
  firstName: string;
  lastName: string;
  role: Role;
}

/** Creates an account with a role directly: used by create-admin, demo data and tests. */
export async function createUserAccount(db: Db, account: NewAccount) {
  const passwordHash =
    typeof account.password === "string"
      ? await hashPassword(account.password)
      : account.password.hash;
  const [user] = await db
    .insert(users)
    .values({
      email: account.email,
      passwordHash,
      firstName: account.firstName,
      lastName: account.lastName,
      role: account.role,
    })
    .returning();
  if (account.role === "professional") {
    await db.insert(agendaSettings).values({ professionalId: user!.id }).onConflictDoNothing();
  }
  return user!;
}
