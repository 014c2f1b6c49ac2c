import { idParamSchema } from "@domain/contracts/common";
import {
  priceRangeResponseSchema,
  publicProfessionalSchema,
  publicStatsResponseSchema,
  searchAlternativesQuerySchema,
  searchAlternativesResponseSchema,
  searchCountResponseSchema,
  searchProfessionalsQuerySchema,
  searchProfessionalsResponseSchema,
} from "@domain/contracts/professionals";
import { limitVisitor } from "@server/auth/visitor-limit";
import { defineRoute, type RouteDef } from "@server/http/route";
import { countSearch } from "./count-search";
import { getPublicProfile } from "./get-public-profile";
import { priceRange } from "./price-range";
import { publicStats } from "./public-stats";
import { searchAlternatives } from "./search-alternatives";
import { searchProfessionals } from "./search-professionals";

/**
 * The professionals area's API routes: search and public profile, open to visitors too (issue
 * 18), each visitor's network limited to 120 requests a minute (decision 0321).
 */
export function professionalsRoutes(): RouteDef[] {
  return [
    defineRoute({
      method: "GET",
      url: "/api/professionals/search",
      access: "public",
      identity: "when-limited",
      tag: "professionals",
      summary:
        "One page (limit; after = the last professional of the previous page) of verified professionals with a complete profile matching the filters, best rated first, or by sort: next_available (soonest next free slot, decision 0290), lowest_price or best_rated (decision 0342); each with nextAvailableAt (local, their zone).",
      query: searchProfessionalsQuerySchema,
      response: searchProfessionalsResponseSchema,
      handler: ({ req, query }) =>
        req.server.readDb.read((replica) => searchProfessionals(replica, query)),
    }),
    defineRoute({
      method: "GET",
      url: "/api/professionals/search/count",
      access: "public",
      identity: "when-limited",
      tag: "professionals",
      summary:
        "How many professionals the search's filters find (after, limit and sort are ignored): count, at most 1,000, and more when there are more (decision 0342).",
      query: searchProfessionalsQuerySchema,
      response: searchCountResponseSchema,
      handler: ({ req, query }) => req.server.readDb.read((replica) => countSearch(replica, query)),
    }),
    defineRoute({
      method: "GET",
      url: "/api/professionals/search/alternatives",
      access: "public",
      identity: "when-limited",
      tag: "professionals",
      summary:
        "Where an empty search may look next (issue 29): how many of the specialty attend online (count, at most 1,000, and more), and up to six other cities of the city's state where some attend in person, most first. specialty required; an unknown city is a 400.",
      query: searchAlternativesQuerySchema,
      response: searchAlternativesResponseSchema,
      handler: ({ req, query }) =>
        req.server.readDb.read((replica) => searchAlternatives(replica, query)),
    }),
    defineRoute({
      method: "GET",
      url: "/api/professionals/price-range",
      access: "public",
      identity: "when-limited",
      tag: "professionals",
      summary: "Lowest and highest price among searchable professionals (0-1000 when none).",
      response: priceRangeResponseSchema,
      handler: ({ req }) => req.server.readDb.read(priceRange),
    }),
    defineRoute({
      method: "GET",
      url: "/api/public/stats",
      access: "public",
      tag: "professionals",
      summary:
        "The landing page's numbers: professionals a visitor may find and the cities they serve in person (counted at most once a minute; decision 0322).",
      response: publicStatsResponseSchema,
      handler: ({ db, now }) => publicStats(db, now),
    }),
    defineRoute({
      method: "GET",
      url: "/api/professionals/:id",
      access: "public",
      tag: "professionals",
      summary:
        "A professional's public profile: their council register, never the CPF (decision 0341); contact as their privacy allows, never to a visitor; nextAvailableAt and whether the viewer may book (viewerMayBook; a visitor: whether they take new patients). Decision 0320.",
      params: idParamSchema,
      response: publicProfessionalSchema,
      handler: async ({ req, db, user, now, params }) => {
        await limitVisitor(req, !!user, now);
        // A visitor's read may be a moment old (decision 0410); a signed-in person's carries their
        // own state (hearts, whether they may book), read where they wrote it.
        return user
          ? getPublicProfile(db, user, params.id)
          : req.server.readDb.read((replica) => getPublicProfile(replica, null, params.id));
      },
    }),
  ];
}
