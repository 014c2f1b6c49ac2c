import type { Role, VerificationStatus } from "./constants";

export interface CompletenessInput {
  role: Role | null;
  firstName: string | null;
  lastName: string | null;
  city: string | null;
  address: string | null;
  profileImageUrl: string | null;
  professionalProfile: {
    cpf: string | null;
    professionalRegister: string | null;
    specialties: string[];
    priceRange: string | null;
    serviceOptions: string[];
  } | null;
}

const filled = (value: string | null | undefined) => !!value && value.trim().length > 0;

/**
 * SPEC §2 banner: client needs nome, sobrenome, cidade, bairro; professional needs foto de
 * perfil, nome, sobrenome, CPF, registro profissional, especialidade, valor do serviço and
 * opções de atendimento. Admins are always complete.
 */
export function isProfileComplete(user: CompletenessInput): boolean {
  if (user.role === "admin") return true;
  const named = filled(user.firstName) && filled(user.lastName);
  if (user.role === "client") return named && filled(user.city) && filled(user.address);
  if (user.role === "professional") {
    const p = user.professionalProfile;
    return (
      named &&
      filled(user.profileImageUrl) &&
      !!p &&
      filled(p.cpf) &&
      filled(p.professionalRegister) &&
      p.specialties.length > 0 &&
      filled(p.priceRange) &&
      p.serviceOptions.length > 0
    );
  }
  return false;
}

export const PROFILE_BANNER_FIELDS: Record<"client" | "professional", string> = {
  client: "nome, sobrenome, cidade, bairro",
  professional:
    "foto de perfil, nome, sobrenome, CPF, registro profissional, especialidade, valor do serviço, opções de atendimento",
};

/**
 * Verified once an admin approves; rejected while an admin's refusal stands (saving the profile
 * again clears it); pending otherwise, which is what a new or resubmitted profile waits in.
 */
export function verificationStatusOf(profile: {
  isVerified: boolean;
  verificationRejectedAt: Date | string | null;
}): VerificationStatus {
  if (profile.isVerified) return "verified";
  return profile.verificationRejectedAt ? "rejected" : "pending";
}
