import type { SearchProfessionalsQuery } from "@domain/contracts/professionals";
import { PROFILE_MESSAGES } from "@domain/contracts/profile";
import { AppError } from "@server/errors";
import { cityNamed, municipalityNamed, statesOfCity } from "@server/features/geo/places";

const refused = (field: "city" | "state", message: string) =>
  new AppError("bad_request", message, { [field]: [message] });

/** "PB, PI, RN, RS e SC". */
const listed = (states: string[]) =>
  states.length > 1 ? `${states.slice(0, -1).join(", ")} e ${states.at(-1)}` : states.join("");

/**
 * The search's city as the municipality list spells it, with its state (decisions 0331, 0336):
 * a name several states share ("Bom Jesus") needs its state, else a 400 asking for it; an
 * unknown city, or a state without that city, is a 400 with the field's Portuguese message,
 * never an empty page that looks like "no one there".
 */
export function withKnownCity(q: SearchProfessionalsQuery): SearchProfessionalsQuery {
  if (!q.city) return { ...q, state: undefined };
  const found = municipalityNamed(q.city, q.state);
  if (found) return { ...q, city: found.name, state: found.uf };
  const states = statesOfCity(q.city);
  if (!q.state && states.length > 1) {
    throw refused(
      "state",
      `Informe o estado da cidade: há ${cityNamed(q.city)} em ${listed(states)}`,
    );
  }
  const place = q.state ? `${q.city} - ${q.state}` : q.city;
  throw refused("city", `${PROFILE_MESSAGES.invalidCity}: ${place}`);
}
