import type { Role } from "@domain/constants";
import { AUTH_MESSAGES } from "@domain/contracts/auth";
import { isNestedTooDeep, refusedTextPaths, TOO_DEEP_MESSAGE } from "@domain/contracts/common";
import { LEGAL_MESSAGES, pendingLegalDocuments } from "@domain/legal";
import type { Db } from "@server/db/client";
import type { users } from "@server/db/schema";
import { AppError } from "@server/errors";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { JsonText } from "./json-text";

export type AuthUser = typeof users.$inferSelect;

/** Who may call a route: anyone, any signed-in user (even without a role), or some roles. */
export type Access = "public" | "authenticated" | readonly Role[];
type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type Schema = z.ZodType;
type Parsed<S> = S extends Schema ? z.output<S> : undefined;

export interface RouteContext<A extends Access, B, Q, P> {
  req: FastifyRequest;
  reply: FastifyReply;
  db: Db;
  /** The instant this request happens at: the app's clock, read once (tests pin it). */
  now: Date;
  user: A extends "public" ? AuthUser | null : AuthUser;
  body: Parsed<B>;
  query: Parsed<Q>;
  params: Parsed<P>;
}

export interface RouteDef<
  A extends Access = Access,
  B extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  P extends Schema | undefined = Schema | undefined,
> {
  method: HttpMethod;
  url: string;
  access: A;
  summary: string;
  tag: string;
  body?: B;
  query?: Q;
  params?: P;
  /** Parsed on the way out: unknown keys are stripped, so nothing private leaks by accident. */
  response?: Schema;
  /** Routes that answer with something other than JSON (redirects, images, HTML). */
  produces?: string;
  bodyLimit?: number;
  /** Message for a body over bodyLimit (413), when the generic one would be unclear. */
  tooLargeMessage?: string;
  /** Also takes a form body, read and dropped (RFC 8058 one-click POST; http/form-bodies.ts). */
  acceptsForm?: true;
  /**
   * Issue 31, item 3: answers a signed-in person who has not accepted the terms or privacy
   * notice in force (their own data, the acceptance itself, leaving, support). Every other
   * signed-in route answers them 403 `legal_pending` until they accept.
   */
  beforeLegalAcceptance?: true;
  /**
   * Decision 0417: a public read whose answer is the same for everyone (the search) does not
   * read the caller's session: its visitor limit runs before the handler and asks who is
   * calling only past the limit (a signed-in person is not limited). The handler's `user` is
   * then null unless that happened: it must not depend on who asks.
   */
  identity?: "when-limited";
  handler: (ctx: RouteContext<A, B, Q, P>) => Promise<unknown>;
}

/** Every route of the API, declared once; the route-table test walks it. */
export type RouteTable = RouteDef[];

function parseOrThrow<S extends Schema | undefined>(schema: S, value: unknown): Parsed<S> {
  if (!schema) return undefined as Parsed<S>;
  refuseControlCharacters(value);
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data as Parsed<S>;
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".") || "_";
    fieldErrors[key] = [...(fieldErrors[key] ?? []), issue.message];
  }
  const first = result.error.issues[0]?.message ?? "Dados inválidos.";
  throw new AppError("bad_request", first, fieldErrors);
}

function refuseControlCharacters(value: unknown): void {
  if (isNestedTooDeep(value)) throw new AppError("bad_request", TOO_DEEP_MESSAGE);
  const refused = refusedTextPaths(value);
  if (refused.length === 0) return;
  const fieldErrors = Object.fromEntries(refused.map((r) => [r.path, [r.message]]));
  throw new AppError("bad_request", refused[0]!.message, fieldErrors);
}

export function checkAccess(access: Access, user: AuthUser | null): void {
  if (access === "public") return;
  if (!user) throw new AppError("unauthorized", AUTH_MESSAGES.unauthenticated);
  if (access === "authenticated") return;
  if (!user.role || !access.includes(user.role)) {
    throw new AppError("forbidden", AUTH_MESSAGES.forbiddenRole);
  }
}

/** A signed-in person goes on only with the terms and privacy notice in force accepted. */
export function checkLegalAccepted(user: AuthUser | null): void {
  if (user && pendingLegalDocuments(user).length > 0) {
    throw new AppError("legal_pending", LEGAL_MESSAGES.mustAcceptNewVersion);
  }
}

export function defineRoute<
  A extends Access,
  B extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  P extends Schema | undefined = undefined,
>(def: RouteDef<A, B, Q, P>): RouteDef {
  return def as unknown as RouteDef;
}

export function registerRoutes(app: FastifyInstance, db: Db, defs: RouteDef[]): void {
  for (const def of defs) {
    if (def.identity && def.access !== "public") {
      throw new Error(`${def.url}: a route that reads no session must be public`);
    }
    app.routeTable.push(def);
    app.route({
      method: def.method,
      url: def.url,
      bodyLimit: def.bodyLimit,
      config: {
        tooLargeMessage: def.tooLargeMessage,
        acceptsForm: def.acceptsForm,
        identity: def.identity,
      },
      handler: async (req, reply) => {
        checkAccess(def.access, req.user);
        if (def.access !== "public" && !def.beforeLegalAcceptance) checkLegalAccepted(req.user);
        const params = parseOrThrow(def.params, req.params);
        const query = parseOrThrow(def.query, req.query);
        const body = parseOrThrow(def.body, req.body);
        const now = app.clock();
        // The visitor limit's own rule (auth/visitor-limit.ts), installed on the app.
        if (def.identity === "when-limited") await app.limitPublicRead(req, reply, now);
        const result = await def.handler({
          req,
          reply,
          db,
          now,
          user: req.user as AuthUser,
          body,
          query,
          params,
        });
        if (reply.sent) return reply;
        if (result instanceof JsonText)
          return reply.type("application/json; charset=utf-8").send(result.text);
        return def.response ? def.response.parse(result) : result;
      },
    });
  }
}
