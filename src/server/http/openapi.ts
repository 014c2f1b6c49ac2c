import { errorResponseSchema } from "@domain/contracts/common";
import { z } from "zod";
import { defineRoute, type RouteDef } from "./route";

const toSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });

function parametersOf(def: RouteDef) {
  const out: object[] = [];
  const add = (where: "path" | "query", schema?: z.ZodType) => {
    if (!schema) return;
    const json = toSchema(schema) as { properties?: Record<string, object>; required?: string[] };
    for (const [name, prop] of Object.entries(json.properties ?? {})) {
      out.push({
        name,
        in: where,
        required: where === "path" || !!json.required?.includes(name),
        schema: prop,
      });
    }
  };
  add("path", def.params);
  add("query", def.query);
  return out;
}

/**
 * A stable, unique operation id from the method and the path (issue 29, item 12):
 * GET /api/agenda/availability/:id → getApiAgendaAvailabilityById.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split("/")
    .filter(Boolean)
    .map((part) => (part.startsWith(":") ? `by-${part.slice(1)}` : part))
    .flatMap((part) => part.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join("");
}

/** The session cookie every non-public operation needs (`src/server/auth/sessions.ts`). */
const SESSION_SCHEME = "session";

/** OpenAPI 3.1, generated from the same zod contracts the server parses with. */
export function buildOpenApi(routes: RouteDef[]) {
  const paths: Record<string, Record<string, object>> = {};
  for (const def of routes) {
    const path = def.url.replace(/:(\w+)/g, "{$1}");
    const roles =
      def.access === "public"
        ? "anyone"
        : def.access === "authenticated"
          ? "any signed-in user"
          : def.access.join(", ");
    paths[path] ??= {};
    paths[path][def.method.toLowerCase()] = {
      operationId: operationIdOf(def.method, def.url),
      tags: [def.tag],
      security: def.access === "public" ? [] : [{ [SESSION_SCHEME]: [] }],
      summary: def.summary,
      description: `Who may call it: ${roles}.`,
      parameters: parametersOf(def),
      ...(def.body
        ? {
            requestBody: {
              required: true,
              content: { "application/json": { schema: toSchema(def.body) } },
            },
          }
        : {}),
      responses: {
        [def.produces === "redirect" ? "302" : "200"]: {
          description: def.produces ?? "OK",
          ...(def.response
            ? {
                content: {
                  "application/json": {
                    schema: z.toJSONSchema(def.response, { unrepresentable: "any" }),
                  },
                },
              }
            : {}),
        },
        "4XX": {
          description: "Error",
          content: { "application/json": { schema: toSchema(errorResponseSchema) } },
        },
      },
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Acolher API",
      version: "1.0.0",
      description: "API do marketplace Acolher.",
      // SPDX allows a license of one's own as LicenseRef-*: the API is not open source.
      license: {
        name: "Proprietária: todos os direitos reservados",
        identifier: "LicenseRef-Proprietary",
      },
    },
    // The API lives at the same origin as the app that serves this document.
    servers: [{ url: "/", description: "Este servidor" }],
    components: {
      securitySchemes: {
        [SESSION_SCHEME]: {
          type: "apiKey",
          in: "cookie",
          name: "acolher_session",
          description: "The session cookie set by POST /api/auth/login.",
        },
      },
    },
    paths,
  };
}

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

function docsPage(doc: ReturnType<typeof buildOpenApi>): string {
  const rows = Object.entries(doc.paths)
    .flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => {
        const o = op as {
          summary: string;
          description: string;
          requestBody?: unknown;
          parameters: unknown[];
        };
        const details = JSON.stringify(
          { parameters: o.parameters, requestBody: o.requestBody },
          null,
          2,
        );
        return `<details><summary><code class="m">${method.toUpperCase()}</code> <code>${escapeHtml(path)}</code> — ${escapeHtml(o.summary)} <em>(${escapeHtml(o.description)})</em></summary><pre>${escapeHtml(details)}</pre></details>`;
      }),
    )
    .join("\n");
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Acolher API</title>
<style>body{font-family:system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#1f2937}details{border:1px solid #e5e7eb;border-radius:8px;padding:.5rem .75rem;margin:.4rem 0}summary{cursor:pointer}code.m{font-weight:700;color:#0f766e}pre{background:#f9fafb;padding:.75rem;overflow:auto;font-size:12px}</style></head>
<body><main><h1>Acolher API</h1><p>Documento OpenAPI: <a href="/api/openapi.json">/api/openapi.json</a></p>${rows}</main></body></html>`;
}

export function openApiRoutes(routes: RouteDef[]): RouteDef[] {
  let cached: ReturnType<typeof buildOpenApi> | undefined;
  const doc = () => {
    cached ??= buildOpenApi(routes);
    return cached;
  };
  return [
    defineRoute({
      method: "GET",
      url: "/api/openapi.json",
      access: "public",
      tag: "docs",
      summary: "This API's OpenAPI 3 document.",
      handler: async () => doc(),
    }),
    defineRoute({
      method: "GET",
      url: "/api/docs",
      access: "public",
      tag: "docs",
      summary: "Readable API documentation.",
      produces: "text/html",
      handler: async ({ reply }) => reply.type("text/html; charset=utf-8").send(docsPage(doc())),
    }),
  ];
}
