import { PASSWORD_RESET_LINK_HOURS } from "../account-recovery";
import { confirmsNewPassword, loginRequestSchema, newPasswordSchema } from "./auth";
import { z } from "./z";

/** 'Esqueci minha senha' (issue 16 item 6, decisions 0235-0237). */
export const PASSWORD_RESET_MESSAGES = {
  /** The one answer for known, unknown, banned and deleted addresses alike (no enumeration). */
  requested: `Se houver uma conta com este e-mail, enviamos um link para criar uma nova senha. O link vale por ${PASSWORD_RESET_LINK_HOURS} hora.`,
  rateLimited: "Muitos pedidos de nova senha. Aguarde alguns minutos e tente novamente.",
  /** Expired, used, replaced by a newer one, or never issued: one message, one way out. */
  invalidLink: "Este link para criar uma nova senha expirou ou já foi usado. Peça um novo link.",
  done: "Senha alterada. Entre com a nova senha.",
} as const;

/** POST /api/auth/password-reset/request. */
export const passwordResetRequestSchema = loginRequestSchema.pick({ email: true });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/**
 * POST /api/auth/password-reset: the token from the link and the new password, with the
 * sign-up's policy. A token that cannot be one of ours gets the same message as an expired one.
 */
export const passwordResetSchema = z
  .object({
    token: z
      .string({ message: PASSWORD_RESET_MESSAGES.invalidLink })
      .regex(/^[A-Za-z0-9_-]{43}$/, PASSWORD_RESET_MESSAGES.invalidLink),
    password: newPasswordSchema,
    passwordConfirmation: z.string({ message: "Repita a senha" }),
  })
  .refine(...confirmsNewPassword);
export type PasswordReset = z.infer<typeof passwordResetSchema>;
