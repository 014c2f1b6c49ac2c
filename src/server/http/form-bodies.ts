import { AppError } from "@server/errors";
import type { FastifyInstance } from "fastify";

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * The API takes JSON only (anything else is 415), with one exception: a mail provider's
 * one-click unsubscribe (RFC 8058) POSTs `List-Unsubscribe=One-Click` as a form. Routes that
 * declare `acceptsForm` take such a body, read (at most 4 KB) and dropped: it carries nothing
 * the route needs. Every other route still answers a form with 415.
 */
export function installFormBodies(app: FastifyInstance): void {
  // Fastify reads text/plain by default: a JSON route then answered a plain-text body with a
  // 400 about its fields, where docs/api.md promises 415 (issue 29, item 12).
  app.removeContentTypeParser("text/plain");
  app.addContentTypeParser(
    FORM_TYPES,
    { parseAs: "string", bodyLimit: 4096 },
    (req, _body, done) => {
      if ((req.routeOptions.config as { acceptsForm?: true } | undefined)?.acceptsForm) {
        done(null, undefined);
      } else {
        done(new AppError("unsupported_media_type", "Envie os dados em formato JSON."), undefined);
      }
    },
  );
}
