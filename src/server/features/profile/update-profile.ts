import { eq } from "drizzle-orm";
import type { CurrentUser } from "../../../domain/contracts/auth";
import { type PersonalProfile, PROFILE_MESSAGES } from "../../../domain/contracts/profile";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { AppError } from "../../errors";
import type { AuthUser } from "../../http/route";
import { getCurrentUser } from "../auth/current-user";
import { cityNamed, listNeighborhoods, neighborhoodNamed } from "../geo/places";

const invalid = (field: "city" | "address", message: string) =>
  new AppError("bad_request", message, { [field]: [message] });

/** The city as the places list spells it, or 400 'Cidade inválida'. */
function checkCity(city: string | null): string | null {
  if (city === null) return null;
  const known = cityNamed(city);
  if (!known) throw invalid("city", PROFILE_MESSAGES.invalidCity);
  return known;
}

/** A neighbourhood needs a city; where the city has neighbourhood data it must be one of them. */
function checkNeighborhood(city: string | null, neighborhood: string | null): string | null {
  if (neighborhood === null) return null;
  if (city === null) throw invalid("address", PROFILE_MESSAGES.invalidNeighborhood);
  if (!listNeighborhoods(city)?.length) return neighborhood;
  const known = neighborhoodNamed(city, neighborhood);
  if (!known) throw invalid("address", PROFILE_MESSAGES.invalidNeighborhood);
  return known;
}

/**
 * Saves the personal form (SPEC §5). The neighbourhood (`address`) belongs to clients only: a
 * professional's is left as it is. Answers the current user, so completeness is recomputed.
 */
export async function updateProfile(
  db: Db,
  user: AuthUser,
  input: PersonalProfile,
): Promise<CurrentUser> {
  const city = checkCity(input.city);
  const address = user.role === "client" ? checkNeighborhood(city, input.address) : user.address;
  const [updated] = await db
    .update(users)
    .set({
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone,
      city,
      address,
      bio: input.bio,
    })
    .where(eq(users.id, user.id))
    .returning();
  return getCurrentUser(db, updated!);
}
