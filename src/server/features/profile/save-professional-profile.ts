import type { CurrentUser } from "@domain/contracts/auth";
import {
  PROFESSIONAL_PROFILE_MESSAGES as M,
  type ProfessionalProfileRequest,
} from "@domain/contracts/professional-profile";
import { registerColumns } from "@domain/professional-register";
import { defaultReviewVisibility } from "@domain/review-rules";
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
  /** Null on a register saved before issue 30 that its council's format could not read. */
  registerCouncil?: string | null;
  specialties: readonly string[];
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * A register saved in its council's format is locked; one the format could not read (saved
 * before issue 30, flagged for the admin) may be corrected (decision 0386).
 */
const registerLocked = (saved: Locked) =>
  saved.professionalRegister !== null && saved.registerCouncil !== null;

/** The locked fields this save would change: each is free until it has been saved once. */
function changedLockedFields(saved: Locked | undefined, next: Locked): string[] {
  if (!saved) return [];
  const changed: string[] = [];
  if (saved.cpf !== null && saved.cpf !== next.cpf) changed.push("cpf");
  if (registerLocked(saved) && saved.professionalRegister !== next.professionalRegister)
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
 * locked once saved (a register the council's format could not read excepted, decision 0386): the friendly check reads the row, the upsert's WHERE is the guarantee
 * against a concurrent save. A CPF of another account is refused by the unique index, which the
 * error handler turns into the CPF's own 409 message. Saving clears a verification rejection, which
 * puts the professional back in the admins' pending list. Answers the current user.
 */
export async function saveProfessionalProfile(
  db: Db,
  user: AuthUser,
  input: ProfessionalProfileRequest,
): Promise<CurrentUser> {
  const values = {
    ...input,
    ...checkProfessionalPlaces(input),
    // The contract has read the register in its council's format (decision 0386).
    ...registerColumns(input.specialties[0]!, input.professionalRegister),
  };
  const [saved] = await db
    .select({
      cpf: p.cpf,
      professionalRegister: p.professionalRegister,
      registerCouncil: p.registerCouncil,
      specialties: p.specialties,
      isVerified: p.isVerified,
    })
    .from(p)
    .where(eq(p.userId, user.id));
  const changed = changedLockedFields(saved, values);
  if (changed.length) throw lockedError(changed);

  // Correcting a flagged register gives the admin a new one to check: pending again.
  const corrected = saved?.isVerified && saved.professionalRegister !== values.professionalRegister;
  const row = {
    ...values,
    ...(corrected ? { isVerified: false } : {}),
    verificationRejectedAt: null,
    verificationRejectionReason: null,
    updatedAt: sql`now()`,
  };
  const written = await db
    .insert(p)
    // The first save that names the specialty sets the reviews' default (decision 0387):
    // 'Somente a nota' for Psicologia, 'Públicas' for the others. Later saves keep the choice.
    .values({
      userId: user.id,
      ...row,
      reviewVisibility: defaultReviewVisibility(input.specialties[0]),
    })
    .onConflictDoUpdate({
      target: p.userId,
      set: {
        ...row,
        reviewVisibility: sql`CASE WHEN cardinality(${p.specialties}) = 0
          THEN excluded.review_visibility ELSE ${p.reviewVisibility} END`,
      },
      setWhere: sql`(${p.cpf} IS NULL OR ${p.cpf} = excluded.cpf)
        AND (${p.professionalRegister} IS NULL OR ${p.registerCouncil} IS NULL
          OR ${p.professionalRegister} = excluded.professional_register)
        AND (cardinality(${p.specialties}) = 0 OR ${p.specialties} = excluded.specialties)`,
    })
    .returning({ userId: p.userId });
  if (!written.length) throw lockedError([]);
  return getCurrentUser(db, user);
}
