import { AUTH_MESSAGES } from "@domain/contracts/auth";
import { AppError, suspendedError } from "@server/errors";
import type { AuthUser } from "@server/http/route";
import type { FastifyInstance, FastifyReply } from "fastify";
import { SESSION_COOKIE, type SessionStore } from "./sessions";

export interface AuthOptions {
  sessions: SessionStore;
  /** Origin that state-changing requests must come from, when known (PUBLIC_URL). */
  publicOrigin?: string;
  secureCookies: boolean;
}

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
  secure: boolean,
) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure,
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(SESSION_COOKIE, { path: "/", httpOnly: true, sameSite: "lax", secure });
}

/** Loads the session's user onto every request; ends banned users' sessions; checks Origin. */
export function installAuth(app: FastifyInstance, options: AuthOptions): void {
  app.decorateRequest("user", null);
  app.addHook("onRequest", async (req, reply) => {
    // Pages and assets are the same for everyone: no session lookup for them.
    if (!req.url.startsWith("/api/")) return;
    if (UNSAFE_METHODS.has(req.method)) {
      const origin = req.headers.origin;
      const expected = options.publicOrigin ?? `${req.protocol}://${req.headers.host}`;
      if (origin && origin !== expected) {
        throw new AppError("forbidden", AUTH_MESSAGES.badOrigin);
      }
    }
    const token = req.cookies[SESSION_COOKIE];
    if (!token) return;
    const user = await options.sessions.resolve(token);
    if (!user || user.deletedAt) {
      if (user) await options.sessions.destroy(token);
      clearSessionCookie(reply, options.secureCookies);
      return;
    }
    if (user.isBanned) {
      await options.sessions.destroyAllFor(user.id);
      clearSessionCookie(reply, options.secureCookies);
      throw suspendedError(user.banReason);
    }
    req.user = user;
  });
}

declare module "fastify" {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}
