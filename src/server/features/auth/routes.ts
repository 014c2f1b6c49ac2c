import {
  acceptLegalRequestSchema,
  currentUserSchema,
  demoAccountsResponseSchema,
  loginRedirectQuerySchema,
  loginRequestSchema,
  registerRequestSchema,
  setRoleRequestSchema,
} from "@domain/contracts/auth";
import { loginHref, safeReturnPath, signInHref } from "@domain/return-to";
import { clearSessionCookie, setSessionCookie } from "@server/auth/plugin";
import { SESSION_COOKIE, type SessionStore } from "@server/auth/sessions";
import { DEMO_ACCOUNTS } from "@server/demo/accounts";
import { defineRoute, type RouteDef } from "@server/http/route";
import { getCurrentUser } from "@server/shared/current-user";
import { acceptLegal } from "./accept-legal";
import { registerAccount } from "./register-account";
import { setRole } from "./set-role";
import { signIn } from "./sign-in";

/** The sign-in page of the web app; /api/login is where every "Entrar" button points. */
export const SIGN_IN_PAGE = "/entrar";

export function authRoutes(
  sessions: SessionStore,
  secureCookies: boolean,
  demoMode: boolean,
): RouteDef[] {
  const startSession = async (
    reply: Parameters<typeof setSessionCookie>[0],
    userId: string,
    oldToken?: string,
  ) => {
    if (oldToken) await sessions.destroy(oldToken);
    const { token, expiresAt } = await sessions.create(userId);
    setSessionCookie(reply, token, expiresAt, secureCookies);
  };

  return [
    defineRoute({
      method: "GET",
      url: "/api/login",
      access: "public",
      tag: "auth",
      summary:
        "Browser navigation: sends the visitor to the sign-in page (or home when signed in); with voltar, a path of this site, back there after it (decision 0324).",
      produces: "redirect",
      query: loginRedirectQuerySchema,
      handler: async ({ reply, user, query }) => {
        const back = safeReturnPath(query.voltar);
        return reply.redirect(user ? (back ?? "/") : signInHref(back));
      },
    }),
    // The address people type (the sign-in page is /entrar): it showed the sign-in form, as any
    // private address does, then "Página não encontrada" after signing in. Pages carry no
    // session lookup, so it goes through /api/login, which knows who is signed in.
    defineRoute({
      method: "GET",
      url: "/login",
      access: "public",
      tag: "auth",
      summary: "Browser navigation: /api/login, for the address people type.",
      produces: "redirect",
      query: loginRedirectQuerySchema,
      handler: async ({ reply, query }) => reply.redirect(loginHref(query.voltar)),
    }),
    defineRoute({
      method: "GET",
      url: "/api/logout",
      access: "public",
      tag: "auth",
      summary: "Browser navigation: ends the session and goes to /.",
      produces: "redirect",
      handler: async ({ req, reply }) => {
        const token = req.cookies[SESSION_COOKIE];
        if (token) await sessions.destroy(token);
        clearSessionCookie(reply, secureCookies);
        return reply.redirect("/");
      },
    }),
    defineRoute({
      method: "POST",
      url: "/api/auth/login",
      access: "public",
      tag: "auth",
      summary: "Signs in with e-mail and password; starts a new session.",
      body: loginRequestSchema,
      response: currentUserSchema,
      handler: async ({ req, reply, db, body, now }) => {
        const user = await signIn(db, body, req.ip, now);
        await startSession(reply, user.id, req.cookies[SESSION_COOKIE]);
        return getCurrentUser(db, user);
      },
    }),
    defineRoute({
      method: "POST",
      url: "/api/auth/register",
      access: "public",
      tag: "auth",
      summary: "Creates an account (no role yet) and signs it in.",
      body: registerRequestSchema,
      response: currentUserSchema,
      handler: async ({ req, reply, db, body, now }) => {
        const user = await registerAccount(db, body, req.ip, now);
        await startSession(reply, user.id, req.cookies[SESSION_COOKIE]);
        reply.status(201);
        return getCurrentUser(db, user);
      },
    }),
    defineRoute({
      method: "GET",
      url: "/api/auth/user",
      access: "authenticated",
      tag: "auth",
      summary: "The signed-in user (SPEC User shape), or 401.",
      beforeLegalAcceptance: true,
      response: currentUserSchema,
      handler: ({ db, user }) => getCurrentUser(db, user),
    }),
    defineRoute({
      method: "POST",
      url: "/api/auth/accept-legal",
      access: "authenticated",
      tag: "auth",
      summary:
        "Accepts the Termos de Uso and/or the Aviso de Privacidade in force (issue 31, item 3); each acceptance is kept with its version and instant.",
      beforeLegalAcceptance: true,
      body: acceptLegalRequestSchema,
      response: currentUserSchema,
      handler: async ({ db, user, body, now }) =>
        getCurrentUser(db, await acceptLegal(db, user, body.documents, now)),
    }),
    defineRoute({
      method: "POST",
      url: "/api/auth/set-role",
      access: "authenticated",
      tag: "auth",
      summary: "Sets the account type: client or professional, never admin.",
      body: setRoleRequestSchema,
      response: currentUserSchema,
      handler: async ({ db, user, body, now }) =>
        getCurrentUser(db, await setRole(db, user, body.role, now)),
    }),
    defineRoute({
      method: "GET",
      url: "/api/auth/demo-accounts",
      access: "public",
      tag: "auth",
      summary:
        "Demo logins for the sign-in page; an empty list unless the server runs in demo mode.",
      response: demoAccountsResponseSchema,
      handler: async () =>
        demoMode
          ? (["client", "professional", "admin"] as const).map((role) => ({
              role,
              email: DEMO_ACCOUNTS[role].email,
              password: DEMO_ACCOUNTS[role].password,
            }))
          : [],
    }),
  ];
}
