import type { FastifyInstance } from "fastify";
import { APP_CODE_LOADER_SOURCE } from "./app-code-loader";

// Radix positions popovers with inline styles, hence 'unsafe-inline' for styles only. The one
// inline script, the rendered pages' code loader, by its hash (decision 0416).
const CSP = [
  "default-src 'self'",
  `script-src 'self' ${APP_CODE_LOADER_SOURCE}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/**
 * The headers of every response, errors included (also the ones Fastify and Node answer
 * before any hook runs: see framework-errors.ts). HSTS only when the app is served over https.
 */
export function securityHeaders(https: boolean): Record<string, string> {
  return {
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "x-frame-options": "DENY",
    "content-security-policy": CSP,
    ...(https ? { "strict-transport-security": "max-age=31536000; includeSubDomains" } : {}),
  };
}

export function installSecurityHeaders(app: FastifyInstance, https: boolean): void {
  const headers = securityHeaders(https);
  app.addHook("onSend", async (_req, reply) => {
    reply.headers(headers);
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
  });
}
