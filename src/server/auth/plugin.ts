import { AUTH_MESSAGES } from "@domain/contracts/auth";
import { AppError, suspendedError } from "@server/errors";
import type { AuthUser, RouteDef } from "@server/http/route";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
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

/**
 * Loads the session's user onto every API request; ends banned users' sessions; checks Origin.
 * A route whose answer is the same for everyone (`identity: "when-limited"`, decision 0417)
 * reads the session only when its visitor limit asks who is calling (`req.identify()`).
 */
export function installAuth(app: FastifyInstance, options: AuthOptions): void {
  app.decorateRequest("user", null);
  /** The session's user, or null; a banned user's sessions end and the request is refused. */
  async function identify(this: FastifyRequest, reply: FastifyReply): Promise<AuthUser | null> {
    const token = this.cookies[SESSION_COOKIE];
    if (!token) return null;
    const user = await options.sessions.resolve(token);
    if (!user || user.deletedAt) {
      if (user) await options.sessions.destroy(token);
      clearSessionCookie(reply, options.secureCookies);
      return null;
    }
    if (user.isBanned) {
      await options.sessions.destroyAllFor(user.id);
      clearSessionCookie(reply, options.secureCookies);
      throw suspendedError(user.banReason);
    }
    this.user = user;
    return user;
  }
  app.decorateRequest("identify", identify);
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
    const config = req.routeOptions.config as { identity?: RouteDef["identity"] } | undefined;
    if (config?.identity === "when-limited") return;
    await req.identify(reply);
  });
}

declare module "fastify" {
  interface FastifyRequest {
    user: AuthUser | null;
    /** Reads the session now (see installAuth); sets and answers `user`. */
    identify(reply: FastifyReply): Promise<AuthUser | null>;
  }
}
