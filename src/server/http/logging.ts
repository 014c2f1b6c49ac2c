import {
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from "fastify";

/** Personal data never written to a log line, wherever pino meets it (decision 0145). */
const REDACTED_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  "headers.authorization",
  "headers.cookie",
  'res.headers["set-cookie"]',
  "*.password",
  "*.passwordConfirmation",
  "*.passwordHash",
  "*.email",
  "*.cpf",
  "*.phone",
  "err.params",
  "err.cause.detail",
];

/** Where log lines go: stdout in production, a capturing stream in tests. */
export interface LogDestination {
  write(line: string): void;
}

/** The request as Fastify logs it, less the query string. */
interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * Paths whose segment is a secret (the database keeps only its hash): the calendar feed's and
 * the unsubscribe links' tokens (issue 28). The segment is replaced, the rest kept.
 */
const SECRET_SEGMENTS = [
  /^(\/api\/calendar\/)[^/]+(\.ics)$/,
  /^(\/api\/email\/unsubscribe\/)[^/]+()$/,
  /^(\/descadastrar\/)[^/]+()$/,
];

/** The path to log: no query, no secret segment. */
function loggablePath(url: string): string {
  const query = url.indexOf("?");
  const path = query === -1 ? url : url.slice(0, query);
  for (const pattern of SECRET_SEGMENTS) {
    if (pattern.test(path)) return path.replace(pattern, "$1[redacted]$2");
  }
  return path;
}

/**
 * Fastify's request fields, with the path instead of the URL: a query carries what people
 * type (an admin's search by e-mail or CPF, a client's search by name), never logged; nor does
 * a token in the path.
 */
export function loggableRequest(req: LoggedRequest) {
  return {
    method: req.method,
    url: loggablePath(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

export function loggerOptions(stream?: LogDestination): FastifyServerOptions["logger"] {
  return {
    level: "info",
    redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
    serializers: { req: loggableRequest },
    ...(stream ? { stream } : {}),
  };
}

/**
 * One access line per request, written when the answer is sent: the request as
 * `loggableRequest` gives it (path only), the status and the time. Fastify's default wrote two,
 * "incoming request" and "request completed", each a serialisation and a write to stdout; one
 * halves that cost (issue 35, item 0; decision 0412). Fastify's documented way to change its
 * request lines is a `LogController` subclass.
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, "request errored");
    else reply.log.info(line, "request completed");
  }
}

interface QueryError {
  name?: string;
  message?: string;
  stack?: string;
  query?: unknown;
  params?: unknown;
  cause?: { code?: string; constraint?: string; table?: string; column?: string };
}

/**
 * What an unexpected error may log. A failed query's message and `params` carry the bound
 * values (an e-mail, a password hash), and Postgres' `detail` repeats them ("Key (email)=...");
 * the SQL text with its $1 placeholders, the error code and the constraint are enough to debug.
 */
export function loggableError(error: unknown): unknown {
  const e = error as QueryError;
  if (!e || typeof e !== "object" || !("params" in e || "query" in e)) return error;
  const cause = e.cause ?? {};
  return {
    type: e.constructor?.name ?? e.name,
    message: typeof e.query === "string" ? `Failed query: ${e.query}` : "Failed query",
    // The stack starts with the message (params included): keep only the frames.
    stack: e.stack
      ?.split("\n")
      .filter((line) => line.trimStart().startsWith("at "))
      .join("\n"),
    code: cause.code,
    constraint: cause.constraint,
    table: cause.table,
    column: cause.column,
  };
}
