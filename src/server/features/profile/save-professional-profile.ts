import type { CurrentUser } from "@domain/contracts/auth";
import {
  PROFESSIONAL_PROFILE_MESSAGES as M,
  type ProfessionalProfileRequest,
} from "@domain/contracts/professional-profile";
import type { Db } from "@server/db/client";
import { professionalProfiles as p } from "@server/db/schema";
import { AppError } from "@server/errors";
import type { AuthUser } from "@server/http/route";
import { getCurrentUser } from "@server/shared/current-user";
import { eq, sql } from "drizzle-orm";
import { checkProfessionalPlaces } from "./professional-places";

interface Locked {
  cpf: string | null;
  professionalRegister: string | null;
  specialties: readonly string[];
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

/** The locked fields this save would change: each is free until it has been saved once. */
function changedLockedFields(saved: Locked | undefined, next: Locked): string[] {
  if (!saved) return [];
  const changed: string[] = [];
  if (saved.cpf !== null && saved.cpf !== next.cpf) changed.push("cpf");
  if (
    saved.professionalRegister !== null &&
    saved.professionalRegister !== next.professionalRegister
  )
    changed.push("professionalRegister");
  if (saved.specialties.length > 0 && !sameList(saved.specialties, next.specialties))
    changed.push("specialties");
  return changed;
}

const lockedError = (fields: string[]) =>
  new AppError(
    "conflict",
    M.locked,
    fields.length ? Object.fromEntries(fields.map((f) => [f, [M.locked]])) : undefined,
  );

/**
 * POST /api/professional/profile (docs/decisions/0090). CPF, register and specialties are
 * locked once saved: the friendly check reads the row, the upsert's WHERE is the guarantee
 * against a concurrent save. A CPF of another account is refused by the unique index, which the
 * error handler turns into the CPF's own 409 message. Saving clears a verification rejection, which
 * puts the professional back in the admins' pending list. Answers the current user.
 */
export async function saveProfessionalProfile(
  db: Db,
  user: AuthUser,
  input: ProfessionalProfileRequest,
): Promise<CurrentUser> {
  const values = { ...input, ...checkProfessionalPlaces(input) };
  const [saved] = await db
    .select({
      cpf: p.cpf,
      professionalRegister: p.professionalRegister,
      specialties: p.specialties,
    })
    .from(p)
    .where(eq(p.userId, user.id));
  const changed = changedLockedFields(saved, values);
  if (changed.length) throw lockedError(changed);

  const row = {
    ...values,
    verificationRejectedAt: null,
    verificationRejectionReason: null,
    updatedAt: sql`now()`,
  };
  const written = await db
    .insert(p)
    .values({ userId: user.id, ...row })
    .onConflictDoUpdate({
      target: p.userId,
      set: row,
      setWhere: sql`(${p.cpf} IS NULL OR ${p.cpf} = excluded.cpf)
        AND (${p.professionalRegister} IS NULL OR ${p.professionalRegister} = excluded.professional_register)
        AND (cardinality(${p.specialties}) = 0 OR ${p.specialties} = excluded.specialties)`,
    })
    .returning({ userId: p.userId });
  if (!written.length) throw lockedError([]);
  return getCurrentUser(db, user);
}
