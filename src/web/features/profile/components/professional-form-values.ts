import {
  DEFAULT_GEO_CITY,
  DEFAULT_GEO_STATE,
  SERVICE_OPTIONS,
  SPECIALTIES,
  type Specialty,
} from "@domain/constants";
import type { OwnProfessionalProfile } from "@domain/contracts/auth";
import type { ProfessionalProfileInput } from "@domain/contracts/professional-profile";
import { maskCpf } from "@web/lib/format";

/** What the professional form holds: the contract's input, the CPF masked. */
export type ProfessionalFormValues = ProfessionalProfileInput;

const isSpecialty = (s: string): s is Specialty => (SPECIALTIES as readonly string[]).includes(s);

/**
 * The saved profile, or SPEC §5's defaults (Psicologia, online) for what was never saved. A
 * profile row can exist with empty lists (privacy settings saved first, decision 0091).
 */
export function professionalFormDefaults(
  profile: OwnProfessionalProfile | null,
): Required<ProfessionalFormValues> {
  const specialties = (profile?.specialties ?? []).filter(isSpecialty);
  const options = (profile?.serviceOptions ?? []).filter((o) => SERVICE_OPTIONS.includes(o));
  return {
    cpf: maskCpf(profile?.cpf ?? ""),
    professionalRegister: profile?.professionalRegister ?? "",
    specialties: specialties.length ? specialties : ["Psicologia"],
    serviceOptions: options.length ? options : ["online"],
    officeAddress: profile?.officeAddress ?? "",
    officeComplement: profile?.officeComplement ?? "",
    officeNeighborhood: profile?.officeNeighborhood ?? "",
    // Issue 18: offices in any city; a profile saved before has São Paulo (decision 0333).
    officeCity: profile?.officeCity ?? DEFAULT_GEO_CITY,
    officeState: profile?.officeState ?? DEFAULT_GEO_STATE,
    homeServiceCity: profile?.homeServiceCity ?? "",
    homeServiceState: profile?.homeServiceState ?? "",
    homeServiceAreas: profile?.homeServiceAreas ?? [],
    bio: profile?.bio ?? "",
    priceRange: profile?.priceRange ?? "",
    startingFrom: profile?.startingFrom ?? false,
    titleForm: profile?.titleForm ?? null,
  };
}

/** SPEC §5: CPF, register and specialty are locked once saved (the server refuses a change). */
export function lockedFields(profile: OwnProfessionalProfile | null) {
  return {
    cpf: !!profile?.cpf,
    // A register the council's format cannot read stays open for its correction (decision 0386).
    professionalRegister: !!profile?.professionalRegister && !profile.registerNeedsCorrection,
    specialties: (profile?.specialties.length ?? 0) > 0,
    registerToCorrect: !!profile?.registerNeedsCorrection,
  };
}

/** The message of a field's error, or of the first item of a list field's errors. */
export function errorMessage(error: unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  if ("message" in error && typeof error.message === "string" && error.message) {
    return error.message;
  }
  if (Array.isArray(error)) {
    for (const item of error) {
      const message = errorMessage(item);
      if (message) return message;
    }
  }
  return undefined;
}
