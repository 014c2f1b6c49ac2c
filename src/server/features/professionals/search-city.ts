import type { SearchProfessionalsQuery } from "@domain/contracts/professionals";
import { PROFILE_MESSAGES } from "@domain/contracts/profile";
import { AppError } from "@server/errors";
import { cityNamed } from "@server/features/geo/places";

/**
 * The search's city as the municipality list spells it (decision 0331); an unknown city is a
 * 400 with the field's Portuguese message, never an empty page that looks like "no one there".
 */
export function withKnownCity(q: SearchProfessionalsQuery): SearchProfessionalsQuery {
  if (!q.city) return q;
  const city = cityNamed(q.city);
  if (!city) {
    const message = `${PROFILE_MESSAGES.invalidCity}: ${q.city}`;
    throw new AppError("bad_request", message, { city: [message] });
  }
  return { ...q, city };
}
