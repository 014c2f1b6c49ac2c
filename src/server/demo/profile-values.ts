import { DEFAULT_TIME_ZONE, type ServiceOption, type Specialty } from "@domain/constants";
import { registerColumns } from "@domain/professional-register";
import { defaultReviewVisibility } from "@domain/review-rules";
import { isValidCpf } from "@domain/validation";
import type { professionalProfiles } from "@server/db/schema";
import { homeServiceAreas, officeComplement, streetAddress } from "./addresses";
import type { Random } from "./random";

export type ProfileValues = Omit<typeof professionalProfiles.$inferInsert, "userId">;

/** Service modes by specialty, cycled through the roster: trainers go to people's homes. */
export const MODES: Record<Specialty, ServiceOption[][]> = {
  Psicologia: [
    ["online", "local_proprio"],
    ["online"],
    ["local_proprio"],
    ["online", "local_proprio", "domiciliar"],
  ],
  Nutrição: [
    ["online", "local_proprio"],
    ["local_proprio", "domiciliar"],
    ["online"],
    ["online", "local_proprio", "domiciliar"],
  ],
  Fisioterapia: [
    ["local_proprio", "domiciliar"],
    ["domiciliar"],
    ["local_proprio"],
    ["online", "local_proprio", "domiciliar"],
  ],
  "Personal Trainer": [
    ["domiciliar"],
    ["local_proprio", "domiciliar"],
    ["online", "domiciliar"],
    ["online", "local_proprio", "domiciliar"],
  ],
};

const PRICES: Record<Specialty, [number, number]> = {
  Psicologia: [150, 320],
  Nutrição: [120, 280],
  Fisioterapia: [100, 250],
  "Personal Trainer": [80, 200],
};

const REGISTER: Record<Specialty, (n: number) => string> = {
  Psicologia: (n) => `CRP 06/${100000 + (n % 900000)}`,
  Nutrição: (n) => `CRN-3 ${10000 + (n % 90000)}`,
  Fisioterapia: (n) => `CREFITO-3 ${100000 + (n % 900000)}-F`,
  "Personal Trainer": (n) => `CREF ${100000 + (n % 900000)}-G/SP`,
};

/** A CPF from 9 drawn digits and the one pair of check digits the Receita Federal's rule accepts. */
function makeCpf(random: Random): string {
  const base = Array.from({ length: 9 }, () => random.int(0, 9)).join("");
  const suffixes = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, "0"));
  const valid = suffixes.map((s) => base + s).find(isValidCpf);
  // Nine equal digits have no valid CPF (the repeated-digit numbers are refused): draw again.
  return valid ?? makeCpf(random);
}

export function professionalProfile(
  specialty: Specialty,
  neighborhood: string,
  modes: ServiceOption[],
  random: Random,
): ProfileValues {
  const [min, max] = PRICES[specialty];
  const price = random.chance(0.08) ? random.int(30, 40) * 10 : random.int(min / 10, max / 10) * 10;
  const office = modes.includes("local_proprio");
  const home = modes.includes("domiciliar");
  return {
    cpf: makeCpf(random),
    ...registerColumns(specialty, REGISTER[specialty](random.int(0, 899_999))),
    specialties: [specialty],
    serviceOptions: modes,
    officeAddress: office ? streetAddress(neighborhood, random) : null,
    officeComplement: office ? officeComplement(random) : null,
    officeNeighborhood: office ? neighborhood : null,
    // The demo's offices are in São Paulo (issue 18: an office has its city and state).
    officeCity: office ? "São Paulo" : null,
    officeState: office ? "SP" : null,
    homeServiceCity: home ? "São Paulo" : null,
    homeServiceState: home ? "SP" : null,
    homeServiceAreas: home ? homeServiceAreas(neighborhood, random) : [],
    priceRange: price.toFixed(2),
    startingFrom: random.chance(0.35),
    showContact: random.chance(0.8),
    shareEmail: random.chance(0.5),
    availableForNewPatients: random.chance(0.9),
    // As the app's first save sets it (decision 0387).
    reviewVisibility: defaultReviewVisibility(specialty),
    timeZone: DEFAULT_TIME_ZONE,
  };
}
