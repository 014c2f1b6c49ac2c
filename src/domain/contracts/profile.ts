import { publicityProblem } from "../publicity";
import { isValidPhone } from "../validation";
import { optionalText } from "./common";
import { z } from "./z";

export const BIO_MAX = 2000;

export const PROFILE_MESSAGES = {
  firstName: "Nome deve ter pelo menos 2 caracteres",
  lastName: "Sobrenome deve ter pelo menos 2 caracteres",
  phone: "Telefone deve ter o formato (##) #####-####",
  bioTooLong: `A bio deve ter no máximo ${BIO_MAX} caracteres`,
  invalidCity: "Cidade inválida",
  invalidNeighborhood: "Bairro inválido para a cidade selecionada",
  emailLocked: "O e-mail não pode ser alterado por questões de segurança",
  photoInvalid: "Por favor, selecione um arquivo de imagem válido.",
  photoTooLarge: "A imagem deve ter no máximo 10MB.",
  photoTooManyPixels: "A imagem é grande demais. Use uma imagem de até 40 megapixels.",
} as const;

/**
 * Optional text others read on a professional's profile: refused when it uses the wording the
 * councils forbid (decision 0385), with the broken rule's message on the field.
 */
export const publishedText = (max: number, message: string) =>
  optionalText(max, message).superRefine(refusePublicity);

/** The refinement itself, for a text inside a list (the home-service bairros). */
export function refusePublicity(value: string | null, ctx: z.RefinementCtx) {
  const problem = publicityProblem(value);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
}

const name = (message: string) =>
  z.string({ message }).trim().min(2, message).max(80, "Use no máximo 80 caracteres");

/**
 * The personal form of SPEC §5 (client and professional), used by the form's zodResolver and
 * by PUT /api/user/profile. The phone may arrive masked or as digits; it leaves as 11 digits
 * or null.
 */
export const personalProfileSchema = z.object({
  firstName: name(PROFILE_MESSAGES.firstName),
  lastName: name(PROFILE_MESSAGES.lastName),
  phone: z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v.replace(/[\s()-]/g, "") : null))
    .refine((v) => v === null || isValidPhone(v), PROFILE_MESSAGES.phone),
  city: optionalText(100, PROFILE_MESSAGES.invalidCity),
  /**
   * Issue 18 (decision 0335): the city's state ('PI'), needed only for a name several states
   * share ("Bom Jesus").
   */
  state: optionalText(2, PROFILE_MESSAGES.invalidCity),
  /** The client's neighbourhood (SPEC §3: address is used as neighborhood). */
  address: optionalText(100, PROFILE_MESSAGES.invalidNeighborhood),
  /** Shown on a professional's public profile; a client's becomes so on a change of role. */
  bio: publishedText(BIO_MAX, PROFILE_MESSAGES.bioTooLong),
});
export type PersonalProfileInput = z.input<typeof personalProfileSchema>;
export type PersonalProfile = z.output<typeof personalProfileSchema>;

/** PUT /api/user/profile answers with the current user (contracts/auth `currentUser`). */
export const updateProfileRequestSchema = personalProfileSchema;

/**
 * POST /api/user/profile-image: the cropped image as a data URL. The server decodes it, checks
 * the size (at most PHOTO_MAX_BYTES, else 413) and the real type from the bytes, and re-encodes.
 */
export const profileImageRequestSchema = z.object({
  imageData: z
    .string({ message: PROFILE_MESSAGES.photoInvalid })
    .regex(/^data:[\w.+/-]*;base64,/, PROFILE_MESSAGES.photoInvalid),
  fileName: z.string().max(255).optional(),
});
export type ProfileImageRequest = z.infer<typeof profileImageRequestSchema>;

export const profileImageResponseSchema = z.object({ profileImageUrl: z.string() });
export type ProfileImageResponse = z.infer<typeof profileImageResponseSchema>;

/** DELETE /api/user/account answers `okResponse` ({ ok: true }) from contracts/common. */
