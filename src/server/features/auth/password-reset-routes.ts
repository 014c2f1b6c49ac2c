import { okResponseSchema } from "@domain/contracts/common";
import { passwordResetRequestSchema, passwordResetSchema } from "@domain/contracts/password-reset";
import { clearSessionCookie } from "@server/auth/plugin";
import { SESSION_COOKIE, type SessionStore } from "@server/auth/sessions";
import { defineRoute, type RouteDef } from "@server/http/route";
import { requestPasswordReset } from "./request-password-reset";
import { resetPassword } from "./reset-password";

/** 'Esqueci minha senha': both public, a signed-in caller included (decision 0236). */
export function passwordResetRoutes(sessions: SessionStore, secureCookies: boolean): RouteDef[] {
  return [
    defineRoute({
      method: "POST",
      url: "/api/auth/forgot-password",
      access: "public",
      tag: "auth",
      summary:
        "E-mails a link to choose a new password; the same answer whether the address has an account or not.",
      body: passwordResetRequestSchema,
      response: okResponseSchema,
      handler: async ({ req, db, body, now }) => {
        await requestPasswordReset(db, body.email, req.ip, now);
        return { ok: true };
      },
    }),
    defineRoute({
      method: "POST",
      url: "/api/auth/reset-password",
      access: "public",
      tag: "auth",
      summary:
        "Sets a new password with the e-mailed link's token (once, within 1 hour); ends every session of the account.",
      body: passwordResetSchema,
      response: okResponseSchema,
      handler: async ({ req, reply, db, body, now }) => {
        await resetPassword(db, body, now);
        // This browser leaves signed out, even from another account's session (decision 0236).
        const token = req.cookies[SESSION_COOKIE];
        if (token) {
          await sessions.destroy(token);
          clearSessionCookie(reply, secureCookies);
        }
        return { ok: true };
      },
    }),
  ];
}
