import { type SiteInfo, siteInfoSchema } from "@domain/contracts/site";
import { defineRoute, type RouteDef } from "./route";

/**
 * Who operates Acolher and its encarregado (issue 31, item 1; decision 0389), for every page's
 * footer and the privacy notice. The configuration's values, the same for everyone: a browser
 * and a proxy may keep them an hour (a change of operator is a new deploy).
 */
export function siteRoutes(site: SiteInfo): RouteDef[] {
  return [
    defineRoute({
      method: "GET",
      url: "/api/site",
      access: "public",
      tag: "site",
      summary:
        "Who operates Acolher (name, CNPJ, address, contact e-mail) and its encarregado de dados (name, e-mail), as configured; the same for everyone, cacheable for an hour (decision 0389).",
      response: siteInfoSchema,
      handler: async ({ reply }) => {
        // An answer that also ends an expired session (Set-Cookie) is that browser's alone.
        const kept = reply.hasHeader("set-cookie") ? "no-store" : "public, max-age=3600";
        reply.header("cache-control", kept);
        return site;
      },
    }),
  ];
}
