import { BAN_REASON_KEYS } from "../ban-reasons";
import { ROLES, SERVICE_OPTIONS, VERIFICATION_STATUSES } from "../constants";
import { PUBLICITY_RULE_KEYS, PUBLISHED_TEXT_FIELDS } from "../publicity";
import { currentUserSchema } from "./auth";
import { isoDateSchema, optionalText } from "./common";
import { PROFESSIONAL_MESSAGES } from "./professionals";
import { z } from "./z";

/** What an admin can do to an account; each one leaves a row in the audit trail. */
/**
 * Issue 30 (decision 0388): an admin's decision on a reported review is logged too; issue 34
 * (decision 0404), on a reported content.
 */
export const ADMIN_ACTIONS = [
  "ban",
  "unban",
  "approve",
  "reject",
  "hide_review",
  "keep_review",
  "hide_content",
  "keep_content",
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

export const REASON_MAX_LENGTH = 500;
export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_MAX_PAGE_SIZE = 100;

export const ADMIN_MESSAGES = {
  userNotFound: "Usuário não encontrado",
  professionalNotFound: PROFESSIONAL_MESSAGES.notFound,
  cannotBanSelf: "Você não pode suspender a sua própria conta.",
  cannotBanAdmin: "Administradores não podem ser suspensos.",
  reasonRequired: "Informe o motivo da rejeição.",
  banReasonRequired: "Escolha o motivo da suspensão.",
  noteTooLong: `A observação deve ter no máximo ${REASON_MAX_LENGTH} caracteres.`,
  invalidAction: "Ação inválida",
  invalidAdmin: "Identificador inválido",
  invalidDateRange: "A data inicial deve ser anterior ou igual à final.",
  reasonTooLong: `O motivo deve ter no máximo ${REASON_MAX_LENGTH} caracteres.`,
  alreadyVerified: "Este profissional já está verificado.",
  alreadyRejected:
    "A verificação deste profissional já foi rejeitada. Ele volta para os pendentes quando atualizar o perfil.",
  incompleteProfile: "O perfil deste profissional está incompleto e ainda não pode ser avaliado.",
  bannedProfessional: "Este profissional está suspenso.",
  invalidPage: "Paginação inválida",
  invalidStatus: "Filtro de verificação inválido",
  /** The professional note on appointments cancelled by a ban, read by the other side. */
  bannedAppointmentNote: "Cancelado: conta suspensa pela administração.",
  /** SPEC §8 toasts. */
  userStatusFailed: "Falha ao atualizar status do usuário",
  verificationFailed: "Falha ao atualizar verificação",
} as const;

/** GET /api/admin/stats (SPEC §3 "Admin stats"). */
export const adminStatsResponseSchema = z.object({
  totalUsers: z.number(),
  totalProfessionals: z.number(),
  totalClients: z.number(),
  totalAppointments: z.number(),
});
export type AdminStats = z.infer<typeof adminStatsResponseSchema>;

/** GET /api/admin/appointments/stats (SPEC §3 "Appointment stats"). */
export const appointmentStatsResponseSchema = z.object({
  totalAppointments: z.number(),
  pendingAppointments: z.number(),
  /** Approved and confirmed together: the spec treats them as one. */
  confirmedAppointments: z.number(),
  /** 'Não Respondido': requests the professional never answered. */
  autoRejected: z.number(),
});
export type AppointmentStats = z.infer<typeof appointmentStatsResponseSchema>;

/**
 * GET /api/admin/email-delivery (decision 0246): e-mails given up after every attempt ('dead')
 * and the most recent one's error (never an address) with when it was given up.
 */
export const emailDeliveryStatsSchema = z.object({
  dead: z.number(),
  lastError: z.object({ message: z.string(), at: z.string() }).nullable(),
});
export type EmailDeliveryStats = z.infer<typeof emailDeliveryStatsSchema>;

const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

/** Keyset pagination: `cursor` is the previous page's `nextCursor`, opaque to the caller. */
export const pageQuery = {
  cursor: z.preprocess(
    blankToUndefined,
    z.string().max(200, ADMIN_MESSAGES.invalidPage).optional(),
  ),
  limit: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ message: ADMIN_MESSAGES.invalidPage })
      .int(ADMIN_MESSAGES.invalidPage)
      .min(1, ADMIN_MESSAGES.invalidPage)
      .max(ADMIN_MAX_PAGE_SIZE, ADMIN_MESSAGES.invalidPage)
      .default(ADMIN_PAGE_SIZE),
  ),
};

export const page = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });

/** GET /api/admin/users: `search` is part of a name (any case or accents), of an e-mail, or an id. */
export const adminUsersQuerySchema = z.object({
  search: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
  ...pageQuery,
});
export type AdminUsersQuery = z.output<typeof adminUsersQuerySchema>;

/** An account as the admin's lists show it (fields of SPEC §3 User). Never the password hash. */
export const adminUserSchema = currentUserSchema.pick({
  id: true,
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
  city: true,
  role: true,
  profileImageUrl: true,
  isBanned: true,
  createdAt: true,
  lastLogin: true,
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUsersPageSchema = page(adminUserSchema);
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;

/** GET /api/admin/professionals: `status` narrows to one verification status; default all. */
export const adminProfessionalsQuerySchema = z.object({
  status: z.preprocess(
    blankToUndefined,
    z
      .enum(["all", "pending", "verified", "rejected"], { message: ADMIN_MESSAGES.invalidStatus })
      .default("all"),
  ),
  ...pageQuery,
});
export type AdminProfessionalsQuery = z.output<typeof adminProfessionalsQuerySchema>;
export const pendingProfessionalsQuerySchema = z.object(pageQuery);
export type PageQuery = z.output<typeof pendingProfessionalsQuerySchema>;

/** Everything an admin reads to decide a verification, CPF and register included. */
export const adminProfessionalProfileSchema = z.object({
  cpf: z.string().nullable(),
  professionalRegister: z.string().nullable(),
  /** The council that registers the main specialty (CRP, CRN, ...), to check the register against. */
  council: z.string().nullable(),
  /**
   * Issue 30 (decision 0386): the register's parts as its council's format reads them (council,
   * region or state, number); all null for one the format cannot read, which `registerUnreadable`
   * flags ('Registro fora do formato do conselho: confira').
   */
  register: z.object({ council: z.string(), region: z.string(), number: z.string() }).nullable(),
  registerUnreadable: z.boolean(),
  /** The council's public search of registered professionals ('Consultar no CFP'). */
  registerSearch: z.object({ name: z.string(), url: z.string() }).nullable(),
  specialties: z.array(z.string()),
  serviceOptions: z.array(z.enum(SERVICE_OPTIONS)),
  officeAddress: z.string().nullable(),
  officeComplement: z.string().nullable(),
  officeNeighborhood: z.string().nullable(),
  homeServiceCity: z.string().nullable(),
  homeServiceAreas: z.array(z.string()),
  bio: z.string().nullable(),
  priceRange: z.string().nullable(),
  startingFrom: z.boolean(),
  isVerified: z.boolean(),
  verificationRejectedAt: z.string().nullable(),
  verificationRejectionReason: z.string().nullable(),
  createdAt: z.string(),
  /** When the professional last saved the profile (completed it, or changed it). */
  updatedAt: z.string(),
});

/** A saved public text that breaks a publicity rule (decision 0385): flagged, never changed. */
export const publicityFlagSchema = z.object({
  field: z.enum(PUBLISHED_TEXT_FIELDS),
  rule: z.enum(PUBLICITY_RULE_KEYS),
  message: z.string(),
});

export const adminProfessionalSchema = adminUserSchema.extend({
  isProfileComplete: z.boolean(),
  /** Pending also for an incomplete profile: only a complete one is in the pending list. */
  verificationStatus: z.enum(VERIFICATION_STATUSES),
  /** Null for a professional who has not saved the professional form yet. */
  professionalProfile: adminProfessionalProfileSchema.nullable(),
  /** The personal form's bio, shown on the public profile too. */
  bio: z.string().nullable(),
  /** Saved texts the councils' codes forbid in publicity, for the admin to raise; empty if none. */
  publicityFlags: z.array(publicityFlagSchema),
});
export type AdminProfessional = z.infer<typeof adminProfessionalSchema>;
export const adminProfessionalsPageSchema = page(adminProfessionalSchema);
export type AdminProfessionalsPage = z.infer<typeof adminProfessionalsPageSchema>;

/** An admin as the audit log names them: admins may see who decided, the people decided on never. */
export const auditAdminSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type AuditAdmin = z.infer<typeof auditAdminSchema>;

/**
 * One admin decision about an account, newest first in a user's history. `reason` is free text:
 * a rejection's reason (the professional reads it) or the admin's note (admins only); a ban's
 * `banReason` is the terms' category the suspended person reads (decision 0378).
 */
export const auditEntrySchema = z.object({
  id: z.string(),
  action: z.enum(ADMIN_ACTIONS),
  banReason: z.enum(BAN_REASON_KEYS).nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  admin: auditAdminSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /api/admin/users/{id}: the account, its professional profile if any, and its history. */
export const adminUserDetailSchema = adminUserSchema.extend({
  address: z.string().nullable(),
  isProfileComplete: z.boolean(),
  /** Null unless the account is a professional's. */
  verificationStatus: z.enum(VERIFICATION_STATUSES).nullable(),
  professionalProfile: adminProfessionalProfileSchema.nullable(),
  /** As on the verification screen (decision 0385): saved texts that break a publicity rule. */
  publicityFlags: z.array(publicityFlagSchema),
  history: z.array(auditEntrySchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

const reason = optionalText(REASON_MAX_LENGTH, ADMIN_MESSAGES.reasonTooLong);

/**
 * PUT /api/admin/users/{id}/ban (decision 0378). A ban names the terms' category
 * (`banReason`), which the suspended person reads; an unban names none (one sent is ignored).
 * The optional `note` stays in the audit log, for admins only.
 */
export const banUserRequestSchema = z
  .object({
    isBanned: z.boolean({ message: "Informe se o usuário deve ser suspenso" }),
    banReason: z.preprocess(
      blankToUndefined,
      z.enum(BAN_REASON_KEYS, { message: ADMIN_MESSAGES.banReasonRequired }).nullish(),
    ),
    note: optionalText(REASON_MAX_LENGTH, ADMIN_MESSAGES.noteTooLong),
  })
  .refine((v) => !v.isBanned || v.banReason, {
    path: ["banReason"],
    message: ADMIN_MESSAGES.banReasonRequired,
  })
  .transform((v) => ({ ...v, banReason: v.isBanned ? (v.banReason ?? null) : null }));
export type BanUserRequest = z.output<typeof banUserRequestSchema>;

const dayFilter = z.preprocess(blankToUndefined, isoDateSchema.optional());

/**
 * GET /api/admin/audit: the platform-wide log, newest first. `from` and `to` are São Paulo
 * days, both included; `search` is part of the target's name (any case or accents) or e-mail.
 */
export const auditLogQuerySchema = z
  .object({
    action: z.preprocess(
      blankToUndefined,
      z.enum(ADMIN_ACTIONS, { message: ADMIN_MESSAGES.invalidAction }).optional(),
    ),
    adminId: z.preprocess(
      blankToUndefined,
      z.uuid({ message: ADMIN_MESSAGES.invalidAdmin }).optional(),
    ),
    from: dayFilter,
    to: dayFilter,
    search: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
    ...pageQuery,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ["to"],
    message: ADMIN_MESSAGES.invalidDateRange,
  });
export type AuditLogQuery = z.output<typeof auditLogQuerySchema>;

/** One entry of the platform-wide log: the entry of a user's history, with whom it was about. */
export const auditLogEntrySchema = auditEntrySchema.extend({
  target: z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    role: z.enum(ROLES).nullable(),
  }),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;
export const auditLogPageSchema = page(auditLogEntrySchema);
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;

/** GET /api/admin/audit/admins: the admins who recorded an action, by name (the log's filter). */
export const auditAdminsSchema = z.array(auditAdminSchema);

/** PUT /api/admin/professionals/{id}/verify: approve, or reject with a reason. */
export const verifyProfessionalRequestSchema = z
  .object({
    isVerified: z.boolean({ message: "Informe se o profissional deve ser aprovado" }),
    reason,
  })
  .refine((v) => v.isVerified || v.reason !== null, {
    path: ["reason"],
    message: ADMIN_MESSAGES.reasonRequired,
  });
export type VerifyProfessionalRequest = z.output<typeof verifyProfessionalRequestSchema>;
