import { idParamSchema } from "@domain/contracts/common";
import {
  priceRangeResponseSchema,
  publicProfessionalSchema,
  searchProfessionalsQuerySchema,
  searchProfessionalsResponseSchema,
} from "@domain/contracts/professionals";
import { defineRoute, type RouteDef } from "@server/http/route";
import { getPublicProfile } from "./get-public-profile";
import { priceRange } from "./price-range";
import { searchProfessionals } from "./search-professionals";

/** The professionals area's API routes: search and public profile. */
export function professionalsRoutes(): RouteDef[] {
  return [
    defineRoute({
      method: "GET",
      url: "/api/professionals/search",
      access: ["client"],
      tag: "professionals",
      summary:
        "One page (limit; after = the last professional of the previous page) of verified professionals with a complete profile matching the filters, best rated first, or soonest next free slot first with sort=next_available (decision 0290); each with nextAvailableAt (local, their zone).",
      query: searchProfessionalsQuerySchema,
      response: searchProfessionalsResponseSchema,
      handler: ({ db, query }) => searchProfessionals(db, query),
    }),
    defineRoute({
      method: "GET",
      url: "/api/professionals/price-range",
      access: ["client"],
      tag: "professionals",
      summary: "Lowest and highest price among searchable professionals (0-1000 when none).",
      response: priceRangeResponseSchema,
      handler: ({ db }) => priceRange(db),
    }),
    defineRoute({
      method: "GET",
      url: "/api/professionals/:id",
      access: ["client", "professional", "admin"],
      tag: "professionals",
      summary:
        "A professional's public profile: no CPF or register; contact as their privacy allows; nextAvailableAt and whether the viewer may book (viewerMayBook).",
      params: idParamSchema,
      response: publicProfessionalSchema,
      handler: ({ db, user, params }) => getPublicProfile(db, user, params.id),
    }),
  ];
}
