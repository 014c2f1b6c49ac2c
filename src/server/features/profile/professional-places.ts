import { DEFAULT_GEO_CITY, DEFAULT_GEO_STATE } from "@domain/constants";
import {
  PROFESSIONAL_PROFILE_MESSAGES as M,
  type ProfessionalProfileRequest,
} from "@domain/contracts/professional-profile";
import { placeKey } from "@domain/places";
import { AppError } from "@server/errors";
import { bairroAsSaved, municipalityNamed } from "@server/features/geo/places";

type Places = Pick<
  ProfessionalProfileRequest,
  | "officeNeighborhood"
  | "officeCity"
  | "officeState"
  | "homeServiceCity"
  | "homeServiceState"
  | "homeServiceAreas"
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
 * The places of the professional form as they are saved (decisions 0090, 0332, 0333, 0335): the
 * office and the home-service city in any municipality, with its state (needed only for a name
 * several states share); bairros are free
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
    return { ...officePlaces, homeServiceCity: null, homeServiceState: null, homeServiceAreas: [] };
  const home = municipalityNamed(input.homeServiceCity, input.homeServiceState);
  if (!home) throw invalid("homeServiceCity", M.invalidCity);
  const areas = new Map<string, string>();
  for (const area of input.homeServiceAreas) {
    const saved = bairroAsSaved(home.name, area);
    if (saved && !areas.has(placeKey(saved))) areas.set(placeKey(saved), saved);
  }
  return {
    ...officePlaces,
    homeServiceCity: home.name,
    homeServiceState: home.uf,
    homeServiceAreas: [...areas.values()],
  };
}
