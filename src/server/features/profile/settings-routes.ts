import { okResponseSchema } from "@domain/contracts/common";
import {
  changePasswordRequestSchema,
  emailPreferencesSchema,
  emailPreferencesUpdateSchema,
  unsubscribedSchema,
  unsubscribeTokenParamSchema,
} from "@domain/contracts/settings";
import { SESSION_COOKIE, type SessionStore } from "@server/auth/sessions";
import { defineRoute, type RouteDef } from "@server/http/route";
import { emailPreferencesOf, setEmailPreferences } from "@server/notifications/preferences";
import { changePassword } from "./change-password";
import { unsubscribe } from "./unsubscribe";

const EVERY_ROLE = ["client", "professional", "admin"] as const;

/** The settings page (/settings) and the one-click unsubscribe of optional e-mails (issue 16). */
export function settingsRoutes(sessions: SessionStore, secret: string): RouteDef[] {
  return [
    defineRoute({
      method: "PUT",
      url: "/api/user/password",
      access: [...EVERY_ROLE],
      tag: "profile",
      summary:
        "Changes the caller's password: the current one is checked under the sign-in limits (400 when wrong, 429 over them), the new one follows the sign-up policy; every other session ends.",
      body: changePasswordRequestSchema,
      response: okResponseSchema,
      handler: async ({ db, user, body, req, now }) => {
        const token = req.cookies[SESSION_COOKIE] ?? "";
        await changePassword(db, sessions, user, token, body, req.ip, now);
        return { ok: true as const };
      },
    }),
    defineRoute({
      method: "GET",
      url: "/api/user/email-preferences",
      access: [...EVERY_ROLE],
      tag: "profile",
      summary:
        "The caller's e-mail categories: required ones always on, optional ones on unless turned off.",
      response: emailPreferencesSchema,
      handler: ({ db, user }) => emailPreferencesOf(db, user.id),
    }),
    defineRoute({
      method: "PUT",
      url: "/api/user/email-preferences",
      access: [...EVERY_ROLE],
      tag: "profile",
      summary:
        "Turns optional e-mail categories on or off ({ lembretes: false }); a required category is 400. Answers every category.",
      body: emailPreferencesUpdateSchema,
      response: emailPreferencesSchema,
      handler: ({ db, user, body, now }) => setEmailPreferences(db, user.id, body, now),
    }),
    defineRoute({
      method: "POST",
      url: "/api/email/unsubscribe/:token",
      access: "public",
      tag: "profile",
      summary:
        "One-click unsubscribe (RFC 8058) from the List-Unsubscribe header or the e-mail's page: turns the token's optional category off, no sign-in, idempotent; 404 for a token the server did not make.",
      params: unsubscribeTokenParamSchema,
      acceptsForm: true,
      response: unsubscribedSchema,
      handler: ({ db, params, now }) => unsubscribe(db, secret, params.token, now),
    }),
    defineRoute({
      method: "GET",
      url: "/api/email/unsubscribe/:token",
      access: "public",
      tag: "profile",
      summary:
        "Browser navigation (a mail app that opens the List-Unsubscribe address): goes to the confirmation page /descadastrar/:token; nothing changes on GET.",
      produces: "redirect",
      params: unsubscribeTokenParamSchema,
      handler: async ({ params, reply }) =>
        reply.redirect(`/descadastrar/${encodeURIComponent(params.token)}`, 303),
    }),
  ];
}
