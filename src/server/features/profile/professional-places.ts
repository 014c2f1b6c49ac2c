import { DEFAULT_GEO_CITY, DEFAULT_GEO_STATE } from "@domain/constants";
import {
  PROFESSIONAL_PROFILE_MESSAGES as M,
  type ProfessionalProfileRequest,
} from "@domain/contracts/professional-profile";
import { placeKey } from "@domain/places";
import { AppError } from "@server/errors";
import { bairroAsSaved, cityNamed, municipalityNamed } from "@server/features/geo/places";

type Places = Pick<
  ProfessionalProfileRequest,
  "officeNeighborhood" | "officeCity" | "officeState" | "homeServiceCity" | "homeServiceAreas"
>;

const invalid = (field: keyof Places, message: string) =>
  new AppError("bad_request", message, { [field]: [message] });

/** The office's municipality: any of Brazil's; absent, São Paulo - SP (decision 0333). */
function officeMunicipality(input: Places) {
  if (!input.officeCity) return { name: DEFAULT_GEO_CITY, uf: DEFAULT_GEO_STATE };
  const found = municipalityNamed(input.officeCity, input.officeState);
  if (!found) throw invalid("officeCity", M.invalidCity);
  return found;
}

/**
 * The places of the professional form as they are saved (decisions 0090, 0332, 0333): the office
 * in any municipality (with its state), the home-service city a known city; bairros are free
 * text, spelled as the city's official list does when they are a listed bairro, each area once
 * (the same place after placeKey).
 */
export function checkProfessionalPlaces(input: Places): Places {
  const office = input.officeNeighborhood ? officeMunicipality(input) : null;
  const officeNeighborhood = office && bairroAsSaved(office.name, input.officeNeighborhood!);
  const officePlaces = {
    officeNeighborhood,
    officeCity: office?.name ?? null,
    officeState: office?.uf ?? null,
  };
  if (!input.homeServiceCity)
    return { ...officePlaces, homeServiceCity: null, homeServiceAreas: [] };
  const city = cityNamed(input.homeServiceCity);
  if (!city) throw invalid("homeServiceCity", M.invalidCity);
  const areas = new Map<string, string>();
  for (const area of input.homeServiceAreas) {
    const saved = bairroAsSaved(city, area);
    if (saved && !areas.has(placeKey(saved))) areas.set(placeKey(saved), saved);
  }
  return { ...officePlaces, homeServiceCity: city, homeServiceAreas: [...areas.values()] };
}
