import { SERVICE_OPTIONS, SPECIALTIES, type Specialty } from "../constants";
import { parseRegister } from "../professional-register";
import { REVIEW_VISIBILITIES } from "../review-rules";
import { TITLE_FORMS } from "../text";
import { cpfDigits, isValidCpf } from "../validation";
import { optionalText } from "./common";
import { BIO_MAX, PROFILE_MESSAGES, publishedText, refusePublicity } from "./profile";
import { z } from "./z";

export const REGISTER_MAX_LENGTH = 40;
export const OFFICE_TEXT_MAX_LENGTH = 200;
export const HOME_SERVICE_AREAS_MAX = 50;
/** numeric(10, 2) holds up to 99,999,999.99; no session costs a million. */
export const PRICE_MAX = 1_000_000;

/** SPEC §5 'Professional form' word for word, plus the rules the server adds. */
export const PROFESSIONAL_PROFILE_MESSAGES = {
  cpfRequired: "CPF é obrigatório",
  cpfFormat: "CPF deve ter o formato ###.###.###-##",
  cpfInvalid: "CPF inválido",
  cpfTaken: "Este CPF já está cadastrado em outra conta.",
  registerRequired: "Registro profissional é obrigatório",
  registerTooLong: `O registro profissional deve ter no máximo ${REGISTER_MAX_LENGTH} caracteres`,
  specialtyRequired: "Especialidade é obrigatória",
  serviceOptionsRequired: "Selecione pelo menos uma opção de atendimento",
  locationRequired: "Campos de localização são obrigatórios para as opções selecionadas",
  priceInvalid: "Informe um valor a partir de 0, com até 2 casas decimais",
  textTooLong: `Use no máximo ${OFFICE_TEXT_MAX_LENGTH} caracteres`,
  tooManyAreas: `Selecione no máximo ${HOME_SERVICE_AREAS_MAX} bairros`,
  invalidCity: PROFILE_MESSAGES.invalidCity,
  invalidNeighborhood: PROFILE_MESSAGES.invalidNeighborhood,
  locked:
    "CPF, registro profissional e especialidade não podem ser alterados depois de salvos. Fale com o suporte se precisar corrigi-los.",
} as const;
const M = PROFESSIONAL_PROFILE_MESSAGES;

/** The one message a typed CPF deserves: missing, another shape, or wrong check digits. */
function cpfProblem(value: string): string | null {
  if (value === "") return M.cpfRequired;
  if (cpfDigits(value) === null) return M.cpfFormat;
  return isValidCpf(value) ? null : M.cpfInvalid;
}

/**
 * Masked (###.###.###-##) or bare digits in; 11 digits with valid check digits out. One check
 * gives one message without `abort`: an aborted field would skip the object's location check,
 * and the form shows every message at once.
 */
const cpf = z
  .string({ message: M.cpfRequired })
  .trim()
  .superRefine((value, ctx) => {
    const problem = cpfProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  })
  .transform((v) => cpfDigits(v)!);

/** A decimal number ≥ 0 with at most 2 decimals, sent as a number or a string ("150", "150,5"). */
const price = z
  .union([z.number(), z.string()], { message: M.priceInvalid })
  .nullish()
  .transform((v, ctx) => {
    if (v === null || v === undefined || (typeof v === "string" && v.trim() === "")) return null;
    const text = typeof v === "number" ? String(v) : v.trim().replace(",", ".");
    const value = Number(text);
    if (!/^\d+(\.\d{1,2})?$/.test(text) || value > PRICE_MAX) {
      ctx.addIssue({ code: "custom", message: M.priceInvalid });
      return z.NEVER;
    }
    return value.toFixed(2);
  });

/** Trimmed, without blanks or repeats, in the order given. */
const areaList = z
  .array(
    z.string().trim().max(100, PROFILE_MESSAGES.invalidNeighborhood).superRefine(refusePublicity),
  )
  .max(HOME_SERVICE_AREAS_MAX, M.tooManyAreas)
  .default([])
  .transform((areas) => [...new Set(areas.filter(Boolean))]);

/** The main specialty of a body not yet parsed, when it is one. */
function mainSpecialty(specialties: unknown): Specialty | null {
  const first = Array.isArray(specialties) ? specialties[0] : undefined;
  return (SPECIALTIES as readonly unknown[]).includes(first) ? (first as Specialty) : null;
}

interface LocationFields {
  serviceOptions?: unknown;
  officeAddress?: unknown;
  officeNeighborhood?: unknown;
  homeServiceCity?: unknown;
  homeServiceAreas?: unknown;
}

const filled = (v: unknown) => typeof v === "string" && v.trim() !== "";

/** SPEC §5: local_proprio needs office neighbourhood and address; domiciliar, city and areas. */
function hasLocationFor(p: LocationFields): boolean {
  const options = Array.isArray(p.serviceOptions) ? p.serviceOptions : [];
  const areas = Array.isArray(p.homeServiceAreas) ? p.homeServiceAreas.filter(filled) : [];
  const officeOk =
    !options.includes("local_proprio") || (filled(p.officeNeighborhood) && filled(p.officeAddress));
  const homeOk = !options.includes("domiciliar") || (filled(p.homeServiceCity) && areas.length > 0);
  return officeOk && homeOk;
}

/**
 * POST /api/professional/profile (SPEC §7) and the professional form's zodResolver. The first
 * specialty is the main one. Location fields belong to the options that use them: the office
 * to local_proprio, the home-service city and areas to domiciliar; the other ones are cleared.
 */
export const professionalProfileRequestSchema = z
  .object({
    cpf,
    professionalRegister: z
      .string({ message: M.registerRequired })
      .trim()
      .min(1, M.registerRequired)
      .max(REGISTER_MAX_LENGTH, M.registerTooLong),
    specialties: z
      .array(z.enum(SPECIALTIES, { message: M.specialtyRequired }), {
        message: M.specialtyRequired,
      })
      .min(1, M.specialtyRequired)
      .transform((list) => [...new Set(list)]),
    serviceOptions: z
      .array(z.enum(SERVICE_OPTIONS, { message: M.serviceOptionsRequired }), {
        message: M.serviceOptionsRequired,
      })
      .min(1, M.serviceOptionsRequired)
      .transform((list) => [...new Set(list)]),
    officeAddress: publishedText(OFFICE_TEXT_MAX_LENGTH, M.textTooLong),
    officeComplement: publishedText(OFFICE_TEXT_MAX_LENGTH, M.textTooLong),
    officeNeighborhood: publishedText(100, PROFILE_MESSAGES.invalidNeighborhood),
    /**
     * Issue 18 (decision 0333): the office's municipality, any of Brazil's, and its state
     * ('RJ', needed only for a name several states share); absent: São Paulo - SP.
     */
    officeCity: optionalText(100, PROFILE_MESSAGES.invalidCity),
    officeState: optionalText(2, PROFILE_MESSAGES.invalidCity),
    homeServiceAreas: areaList,
    homeServiceCity: optionalText(100, PROFILE_MESSAGES.invalidCity),
    /** Issue 18 (decision 0335): its state, needed only for a name several states share. */
    homeServiceState: optionalText(2, PROFILE_MESSAGES.invalidCity),
    bio: publishedText(BIO_MAX, PROFILE_MESSAGES.bioTooLong),
    priceRange: price,
    startingFrom: z.boolean({ message: "Valor inválido" }).default(false),
    /** Issue 18 (decision 0340): absent leaves the saved choice; null clears it. */
    titleForm: z.enum(TITLE_FORMS, { message: "Valor inválido" }).nullable().optional(),
  })
  // Checked even while other fields are wrong, so the form shows it with the rest.
  .superRefine(
    (p, ctx) => {
      const specialty = mainSpecialty(p.specialties);
      const register = typeof p.professionalRegister === "string" ? p.professionalRegister : "";
      if (!specialty || register.trim() === "") return;
      const reading = parseRegister(specialty, register);
      if (!reading.ok)
        ctx.addIssue({ code: "custom", path: ["professionalRegister"], message: reading.message });
    },
    { when: () => true },
  )
  .refine((p) => hasLocationFor(p), {
    path: ["serviceOptions"],
    message: M.locationRequired,
    when: () => true,
  })
  .transform((p, ctx) => {
    const office = p.serviceOptions.includes("local_proprio");
    const home = p.serviceOptions.includes("domiciliar");
    const register = parseRegister(p.specialties[0]!, p.professionalRegister);
    if (!register.ok) {
      ctx.addIssue({ code: "custom", path: ["professionalRegister"], message: register.message });
      return z.NEVER;
    }
    return {
      ...p,
      // Issue 30 (decision 0386): as the council writes it; the server keeps its parts too.
      professionalRegister: register.canonical,
      officeAddress: office ? p.officeAddress : null,
      officeComplement: office ? p.officeComplement : null,
      officeNeighborhood: office ? p.officeNeighborhood : null,
      officeCity: office ? p.officeCity : null,
      officeState: office ? p.officeState : null,
      homeServiceCity: home ? p.homeServiceCity : null,
      homeServiceState: home ? p.homeServiceState : null,
      homeServiceAreas: home ? p.homeServiceAreas : [],
    };
  });
export type ProfessionalProfileInput = z.input<typeof professionalProfileRequestSchema>;
export type ProfessionalProfileRequest = z.output<typeof professionalProfileRequestSchema>;

/** PUT /api/professional/privacy-settings (SPEC §7); answers the current user. */
export const privacySettingsRequestSchema = z.object({
  showContact: z.boolean({ message: "Valor inválido" }),
  availableForNewPatients: z.boolean({ message: "Valor inválido" }),
  shareEmail: z.boolean({ message: "Valor inválido" }),
  /** Issue 18 (decision 0355): search engines may index the public profile; omitted: unchanged. */
  searchEngineIndexing: z.boolean({ message: "Valor inválido" }).optional(),
});
export type PrivacySettingsRequest = z.infer<typeof privacySettingsRequestSchema>;

export const REVIEW_VISIBILITY_MESSAGES = {
  required: "Escolha como suas avaliações aparecem.",
  profileFirst:
    "Salve suas informações profissionais antes de escolher como suas avaliações aparecem.",
} as const;

/**
 * PUT /api/professional/review-visibility (issue 30, decision 0387): how the professional's
 * reviews appear to everyone else; answers the current user.
 */
export const reviewVisibilityRequestSchema = z.object({
  reviewVisibility: z.enum(REVIEW_VISIBILITIES, { message: REVIEW_VISIBILITY_MESSAGES.required }),
});
export type ReviewVisibilityRequest = z.infer<typeof reviewVisibilityRequestSchema>;
