import { AUTH_MESSAGES, type LoginRequest, suspendedMessage } from "@domain/contracts/auth";
import { hashPassword, verifyPassword } from "@server/auth/password";
import {
  keepAsFailure,
  releaseReservation,
  reserveSignIn,
  signInSucceeded,
} from "@server/auth/rate-limit";
import type { Db } from "@server/db/client";
import { users } from "@server/db/schema";
import { AppError } from "@server/errors";
import { eq, sql } from "drizzle-orm";

export type UserRow = typeof users.$inferSelect;

export function findUserByEmail(db: Db, email: string) {
  return db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .then((rows) => rows[0]);
}

/** Checks the password; the same message for an unknown e-mail and a wrong password. */
export async function signIn(
  db: Db,
  input: LoginRequest,
  ip: string,
  instant: Date,
): Promise<UserRow> {
  const reservation = await reserveSignIn(db, input.email, ip, instant);
  if (!reservation) throw new AppError("too_many_requests", AUTH_MESSAGES.rateLimited);
  const user = await findUserByEmail(db, input.email);
  const { ok, rehash } = await verifyPassword(
    user?.deletedAt ? null : (user?.passwordHash ?? null),
    input.password,
  );
  if (!user || !ok) {
    await keepAsFailure(db, instant);
    throw new AppError("unauthorized", AUTH_MESSAGES.invalidCredentials);
  }
  if (user.isBanned) {
    await releaseReservation(db, reservation);
    throw new AppError("forbidden", suspendedMessage(user.banReason));
  }
  await signInSucceeded(db, input.email, ip, reservation, instant);
  const [updated] = await db
    .update(users)
    .set({
      lastLogin: new Date(),
      // A hash made before passwords were normalised becomes the NFKC one (decision 0143).
      ...(rehash ? { passwordHash: await hashPassword(input.password) } : {}),
    })
    .where(eq(users.id, user.id))
    .returning();
  return updated!;
}
