import { AUTH_MESSAGES, type LoginRequest, type RegisterRequest } from "@domain/contracts/auth";
import { hashPassword, verifyPassword } from "@server/auth/password";
import { refuseCommonPassword } from "@server/auth/password-policy";
import {
  keepAsFailure,
  releaseReservation,
  reserveSignIn,
  reserveSignUp,
  signInSucceeded,
} from "@server/auth/rate-limit";
import type { Db } from "@server/db/client";
import { users } from "@server/db/schema";
import { AppError } from "@server/errors";
import { eq, sql } from "drizzle-orm";

type UserRow = typeof users.$inferSelect;

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
    throw new AppError("forbidden", AUTH_MESSAGES.banned);
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

/** Creates an account without a role: the role is chosen on /register or sent after sign-in. */
export async function registerAccount(
  db: Db,
  input: RegisterRequest,
  ip: string,
  instant: Date,
): Promise<UserRow> {
  if (!(await reserveSignUp(db, ip, instant))) {
    throw new AppError("too_many_requests", AUTH_MESSAGES.signUpRateLimited);
  }
  refuseCommonPassword(input.password);
  if (await findUserByEmail(db, input.email)) {
    throw new AppError("conflict", AUTH_MESSAGES.emailTaken, { email: [AUTH_MESSAGES.emailTaken] });
  }
  const passwordHash = await hashPassword(input.password);
  try {
    const [user] = await db
      .insert(users)
      .values({
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        lastLogin: new Date(),
      })
      .returning();
    return user!;
  } catch (error) {
    // Two sign-ups racing for one e-mail: the unique index decides.
    if ((error as { cause?: { code?: string } }).cause?.code === "23505") {
      throw new AppError("conflict", AUTH_MESSAGES.emailTaken, {
        email: [AUTH_MESSAGES.emailTaken],
      });
    }
    throw error;
  }
}
