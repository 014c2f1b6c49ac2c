import { DEFAULT_GEO_CITY } from "@domain/constants";
import {
  PROFESSIONAL_PROFILE_MESSAGES as M,
  type ProfessionalProfileRequest,
} from "@domain/contracts/professional-profile";
import { foldName } from "@domain/text";
import { AppError } from "@server/errors";
import { cityNamed, listNeighborhoods, neighborhoodNamed } from "@server/features/geo/places";

type Places = Pick<
  ProfessionalProfileRequest,
  "officeNeighborhood" | "homeServiceCity" | "homeServiceAreas"
>;

const invalid = (field: keyof Places, message: string) =>
  new AppError("bad_request", message, { [field]: [message] });

/** A neighbourhood as the city's list spells it; free text where the list has no data. */
function placeIn(city: string, name: string, field: keyof Places): string {
  if (!listNeighborhoods(city)?.length) return name;
  const known = neighborhoodNamed(city, name);
  if (!known) throw invalid(field, M.invalidNeighborhood);
  return known;
}

/**
 * The places of the professional form as the geo data spells them (docs/decisions/0090):
 * the office is in São Paulo (SPEC's fixed office city), the home-service city must be a known
 * city and its areas its neighbourhoods where the data lists them, each area once.
 */
export function checkProfessionalPlaces(input: Places): Places {
  const officeNeighborhood =
    input.officeNeighborhood &&
    placeIn(DEFAULT_GEO_CITY, input.officeNeighborhood, "officeNeighborhood");
  if (!input.homeServiceCity)
    return { officeNeighborhood, homeServiceCity: null, homeServiceAreas: [] };
  const city = cityNamed(input.homeServiceCity);
  if (!city) throw invalid("homeServiceCity", M.invalidCity);
  const areas = new Map<string, string>();
  for (const area of input.homeServiceAreas) {
    const named = placeIn(city, area, "homeServiceAreas");
    if (!areas.has(foldName(named))) areas.set(foldName(named), named);
  }
  return { officeNeighborhood, homeServiceCity: city, homeServiceAreas: [...areas.values()] };
}
