import { EMAIL_CATEGORIES, EMAIL_CATEGORY_KEYS, type EmailCategory } from "../notifications";
import { confirmsNewPassword, newPasswordSchema } from "./auth";
import { z } from "./z";

/** Texts of the settings page and its routes (issue 16 item 6). */
export const SETTINGS_MESSAGES = {
  wrongCurrentPassword: "Senha atual incorreta.",
  tooManyAttempts: "Muitas tentativas com a senha errada. Aguarde 15 minutos e tente novamente.",
  passwordChanged: "Senha alterada. As outras sessões da sua conta foram encerradas.",
  noCategory: "Informe ao menos uma categoria de e-mail.",
  unknownCategory: "Categoria de e-mail desconhecida.",
  requiredCategory: (label: string) =>
    `Os e-mails de “${label}” são obrigatórios e não podem ser desligados.`,
  requiredExplanation: "Obrigatório: são sobre os seus horários e a sua conta",
  badUnsubscribeLink: "Link de descadastro inválido ou expirado.",
  unsubscribed: (label: string) => `Pronto: você não receberá mais e-mails de “${label}”.`,
} as const;

/** PUT /api/user/password: the new password follows the sign-up policy (decision 0143). */
export const changePasswordRequestSchema = z
  .object({
    currentPassword: z
      .string({ message: "Informe sua senha atual" })
      .min(1, "Informe sua senha atual")
      .max(200, SETTINGS_MESSAGES.wrongCurrentPassword),
    password: newPasswordSchema,
    passwordConfirmation: z.string({ message: "Repita a nova senha" }),
  })
  .refine(...confirmsNewPassword);
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** One e-mail category as the settings page shows it. */
export const emailPreferenceSchema = z.object({
  category: z.enum(EMAIL_CATEGORY_KEYS as [EmailCategory, ...EmailCategory[]]),
  label: z.string(),
  description: z.string(),
  /** Required categories are always on and cannot be changed. */
  required: z.boolean(),
  enabled: z.boolean(),
});
export type EmailPreference = z.output<typeof emailPreferenceSchema>;

/** GET and PUT /api/user/email-preferences answer every category, in EMAIL_CATEGORIES order. */
export const emailPreferencesSchema = z.array(emailPreferenceSchema);

/**
 * PUT /api/user/email-preferences: `{ lembretes: false }` turns one optional category off; the
 * categories left out stay as they are. A required category is refused whatever its value.
 */
export const emailPreferencesUpdateSchema = z
  .record(z.string(), z.boolean({ message: "Use verdadeiro ou falso." }))
  .superRefine((value, ctx) => {
    const keys = Object.keys(value);
    if (keys.length === 0) ctx.addIssue({ code: "custom", message: SETTINGS_MESSAGES.noCategory });
    for (const key of keys) {
      const category = EMAIL_CATEGORIES[key as EmailCategory];
      if (!Object.hasOwn(EMAIL_CATEGORIES, key)) {
        ctx.addIssue({ code: "custom", path: [key], message: SETTINGS_MESSAGES.unknownCategory });
      } else if (!category.optional) {
        ctx.addIssue({
          code: "custom",
          path: [key],
          message: SETTINGS_MESSAGES.requiredCategory(category.label),
        });
      }
    }
  });
export type EmailPreferencesUpdate = z.infer<typeof emailPreferencesUpdateSchema>;

/** The one-click unsubscribe token (decision 0241): opaque, base64url. */
export const unsubscribeTokenParamSchema = z.object({ token: z.string().max(200) });

/** POST /api/email/unsubscribe/:token. */
export const unsubscribedSchema = z.object({
  category: z.string(),
  label: z.string(),
});
export type Unsubscribed = z.output<typeof unsubscribedSchema>;
