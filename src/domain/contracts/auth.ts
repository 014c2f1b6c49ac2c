import { BAN_REASONS, type BanReason } from "../ban-reasons";
import { ROLES, SELF_SERVICE_ROLES, SERVICE_OPTIONS, VERIFICATION_STATUSES } from "../constants";
import { LEGAL_DOCUMENTS, LEGAL_MESSAGES } from "../legal";
import { normalizePassword, passwordProblem } from "../password";
import { REVIEW_VISIBILITIES } from "../review-rules";
import { TITLE_FORMS } from "../text";
import { z } from "./z";

export const professionalProfileSchema = z.object({
  cpf: z.string().nullable(),
  professionalRegister: z.string().nullable(),
  specialties: z.array(z.string()),
  serviceOptions: z.array(z.enum(SERVICE_OPTIONS)),
  officeAddress: z.string().nullable(),
  officeComplement: z.string().nullable(),
  officeNeighborhood: z.string().nullable(),
  /** Issue 18 (decision 0333): the office's municipality and state ('RJ'); null without one. */
  officeCity: z.string().nullable(),
  officeState: z.string().nullable(),
  homeServiceAreas: z.array(z.string()),
  homeServiceCity: z.string().nullable(),
  /** Issue 18 (decision 0335): the home-service city's state, as `state` above. */
  homeServiceState: z.string().nullable(),
  bio: z.string().nullable(),
  priceRange: z.string().nullable(),
  startingFrom: z.boolean(),
  isVerified: z.boolean(),
  showContact: z.boolean(),
  shareEmail: z.boolean(),
  availableForNewPatients: z.boolean(),
  /** Issue 18: the form of their title ('Psicóloga' / 'Psicólogo'), null when not chosen. */
  titleForm: z.enum(TITLE_FORMS).nullable(),
  /**
   * Issue 30 (decision 0387): how their reviews appear ('public', 'rating_only', 'private'). In a
   * public profile the average and the count are null and 0 for anyone else when 'private'.
   */
  reviewVisibility: z.enum(REVIEW_VISIBILITIES),
  createdAt: z.string(),
});
export type ProfessionalProfile = z.infer<typeof professionalProfileSchema>;

/** The profile as its owner sees it: with the verification state and a rejection's reason. */
export const ownProfessionalProfileSchema = professionalProfileSchema.extend({
  /** Issue 18 (decision 0355): whether search engines may index their public profile. */
  searchEngineIndexing: z.boolean(),
  verificationStatus: z.enum(VERIFICATION_STATUSES),
  verificationRejectionReason: z.string().nullable(),
  /**
   * Issue 30 (decision 0386): a register saved before its council's format was checked that the
   * format cannot read; the owner may correct it (the field stays open until they do).
   */
  registerNeedsCorrection: z.boolean(),
});
export type OwnProfessionalProfile = z.infer<typeof ownProfessionalProfileSchema>;

/** The signed-in user as GET /api/auth/user returns it (SPEC §3 User). */
export const currentUserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  /** Issue 18 (decision 0335): the city's state ('PI'); null for a shared name saved before. */
  state: z.string().nullable(),
  role: z.enum(ROLES).nullable(),
  profileImageUrl: z.string().nullable(),
  isProfileComplete: z.boolean(),
  isBanned: z.boolean(),
  createdAt: z.string(),
  lastLogin: z.string().nullable(),
  address: z.string().nullable(),
  bio: z.string().nullable(),
  professionalProfile: ownProfessionalProfileSchema.nullable(),
  /**
   * Issue 31, item 3: the documents whose version in force this person has not accepted; while
   * any is listed, the app asks for it before anything else (and the API answers 403).
   */
  legalPending: z.array(z.enum(LEGAL_DOCUMENTS)),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

const email = z
  .string({ message: "Informe seu e-mail" })
  .trim()
  .min(1, "Informe seu e-mail")
  .max(254, "E-mail muito longo")
  .pipe(z.email({ message: "Informe um e-mail válido" }));

export const loginRequestSchema = z.object({
  email,
  password: z.string({ message: "Informe sua senha" }).min(1, "Informe sua senha").max(200),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

const name = (label: string) =>
  z
    .string({ message: `${label} é obrigatório` })
    .trim()
    .min(2, `${label} deve ter pelo menos 2 caracteres`)
    .max(80, `${label} deve ter no máximo 80 caracteres`);

/**
 * A password being chosen (sign-up, reset): ASVS 5.0 V6, length only, no composition rules;
 * common passwords are refused by the server. Checked in NFKC, invisible characters not counted
 * (decision 0143).
 */
export const newPasswordSchema = z
  .string({ message: "Informe uma senha" })
  .superRefine((v, ctx) => {
    const problem = passwordProblem(v);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

/** The confirmation is the same password in its one spelling (NFKC): `.refine(...this)`. */
export const confirmsNewPassword: [
  (v: { password: string; passwordConfirmation: string }) => boolean,
  { path: string[]; message: string },
] = [
  (v) => normalizePassword(v.password) === normalizePassword(v.passwordConfirmation),
  { path: ["passwordConfirmation"], message: "As senhas não coincidem" },
];

export const registerRequestSchema = z
  .object({
    firstName: name("Nome"),
    lastName: name("Sobrenome"),
    email,
    password: newPasswordSchema,
    passwordConfirmation: z.string({ message: "Repita a senha" }),
    /** Issue 31, item 3: the Termos de Uso and the Aviso de Privacidade in force, accepted. */
    acceptLegal: z.literal(true, { message: LEGAL_MESSAGES.mustAcceptAtSignUp }),
  })
  .refine(confirmsNewPassword[0], {
    ...confirmsNewPassword[1],
    // Said even while the acceptance box is still unticked (zod skips a refine otherwise).
    when: ({ value }) => {
      const { password, passwordConfirmation } = value as Record<string, unknown>;
      return typeof password === "string" && typeof passwordConfirmation === "string";
    },
  });
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** POST /api/auth/accept-legal: the documents in force the person accepts now. */
export const acceptLegalRequestSchema = z.object({
  documents: z
    .array(z.enum(LEGAL_DOCUMENTS), { message: LEGAL_MESSAGES.nothingToAccept })
    .min(1, LEGAL_MESSAGES.nothingToAccept)
    .max(LEGAL_DOCUMENTS.length, LEGAL_MESSAGES.nothingToAccept),
});
export type AcceptLegalRequest = z.infer<typeof acceptLegalRequestSchema>;

export const setRoleRequestSchema = z.object({
  role: z.enum(SELF_SERVICE_ROLES, { message: "Tipo de conta inválido" }),
});

/**
 * GET /api/login's query: `voltar`, the page to come back to after signing in (decision 0324);
 * anything but one string is ignored (a browser navigation never gets a 400 for it).
 */
export const loginRedirectQuerySchema = z.object({
  voltar: z.string().optional().catch(undefined),
});

/** Texts shared by the server's answers and the sign-in page. */
export const AUTH_MESSAGES = {
  invalidCredentials: "E-mail ou senha incorretos.",
  rateLimited: "Muitas tentativas de entrar. Aguarde 15 minutos e tente novamente.",
  signUpRateLimited: "Muitas contas criadas a partir desta rede. Tente novamente mais tarde.",
  commonPassword: "Esta senha é muito comum e fácil de adivinhar. Escolha outra.",
  emailTaken: "Já existe uma conta com este e-mail.",
  banned: "Sua conta está suspensa. Entre em contato com o suporte.",
  unauthenticated: "Você precisa entrar para continuar.",
  forbiddenRole: "Você não tem permissão para acessar este recurso.",
  roleChangeNotAllowed: "Não é possível alterar o tipo desta conta.",
  liveBookingsBlockRoleChange:
    "Você tem consultas marcadas como cliente. Cancele-as ou aguarde que terminem antes de se tornar profissional.",
  badOrigin: "Origem da requisição não permitida.",
} as const;

/**
 * What a suspended person reads on their next request and on sign-in (decision 0378): the
 * terms' category of the ban, our wording; the generic message for a ban without one.
 */
export const suspendedMessage = (reason: BanReason | null): string =>
  reason
    ? `Sua conta está suspensa: ${BAN_REASONS[reason]}. Entre em contato com o suporte.`
    : AUTH_MESSAGES.banned;

/** GET /api/auth/demo-accounts: the demo logins, listed on the sign-in page in demo mode only. */
export const demoAccountsResponseSchema = z.array(
  z.object({ role: z.enum(ROLES), email: z.string(), password: z.string() }),
);
export type DemoAccount = z.infer<typeof demoAccountsResponseSchema>[number];
