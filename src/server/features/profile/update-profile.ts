import type { CurrentUser } from "@domain/contracts/auth";
import { type PersonalProfile, PROFILE_MESSAGES } from "@domain/contracts/profile";
import { foldName } from "@domain/text";
import type { Db } from "@server/db/client";
import { professionalProfiles, users } from "@server/db/schema";
import { AppError } from "@server/errors";
import { bairroAsSaved, municipalityNamed } from "@server/features/geo/places";
import type { AuthUser } from "@server/http/route";
import { getCurrentUser } from "@server/shared/current-user";
import { and, eq } from "drizzle-orm";

const invalid = (field: "city" | "address", message: string) =>
  new AppError("bad_request", message, { [field]: [message] });

/**
 * The city as the places list spells it, with its state (decision 0335: needed only for a name
 * several states share), or 400 'Cidade inválida'.
 */
function checkCity(city: string | null, state: string | null) {
  if (city === null) return { city: null, state: null };
  const known = municipalityNamed(city, state);
  if (!known) throw invalid("city", PROFILE_MESSAGES.invalidCity);
  return { city: known.name, state: known.uf };
}

/**
 * A neighbourhood needs a city; it is free text, spelled as the city's official list does when
 * it is a listed bairro (decision 0332).
 */
function checkNeighborhood(city: string | null, neighborhood: string | null): string | null {
  if (neighborhood === null) return null;
  if (city === null) throw invalid("address", PROFILE_MESSAGES.invalidNeighborhood);
  return bairroAsSaved(city, neighborhood);
}

/** A change of name that folding (letter case, accents, surrounding spaces) does not undo. */
const isRenamed = (
  before: { firstName: string | null; lastName: string | null },
  after: { firstName: string; lastName: string },
) =>
  foldName(before.firstName ?? "") !== foldName(after.firstName) ||
  foldName(before.lastName ?? "") !== foldName(after.lastName);

/**
 * Saves the personal form (SPEC §5). The neighbourhood (`address`) belongs to clients only: a
 * professional's is left as it is. A verified professional who changes their name goes back to
 * review (decision 0175): the admin verified a person, not an account. The professional's rows
 * are locked as the admin's decision locks them, so a rename and an approval never cross.
 * Answers the current user, so completeness is recomputed.
 */
export async function updateProfile(
  db: Db,
  user: AuthUser,
  input: PersonalProfile,
  instant: Date,
): Promise<CurrentUser> {
  const { city, state } = checkCity(input.city, input.state);
  const address = user.role === "client" ? checkNeighborhood(city, input.address) : user.address;
  const updated = await db.transaction(async (tx) => {
    const [before] =
      user.role === "professional"
        ? await tx
            .select({
              firstName: users.firstName,
              lastName: users.lastName,
              isVerified: professionalProfiles.isVerified,
            })
            .from(users)
            .innerJoin(professionalProfiles, eq(professionalProfiles.userId, users.id))
            .where(eq(users.id, user.id))
            .for("update")
        : [];
    const [row] = await tx
      .update(users)
      .set({
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
        city,
        state,
        address,
        bio: input.bio,
      })
      .where(eq(users.id, user.id))
      .returning();
    if (before?.isVerified && isRenamed(before, input)) {
      await tx
        .update(professionalProfiles)
        .set({ isVerified: false, updatedAt: instant })
        .where(
          and(eq(professionalProfiles.userId, user.id), eq(professionalProfiles.isVerified, true)),
        );
    }
    return row!;
  });
  return getCurrentUser(db, updated);
}
