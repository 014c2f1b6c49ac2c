import type { Role } from "@domain/constants";
import { LISTING_ROUTE_PATTERNS, PROFILE_ROUTE_PATTERN } from "@domain/public-routes";
import type { QueryClient } from "@tanstack/react-query";
import { currentUserQueryOptions } from "@web/features/auth/api/get-current-user";
import { serviceConfirmationsQueryOptions } from "@web/features/confirmations/api/get-service-confirmations";
import { searchCountQueryOptions } from "@web/features/professionals/api/count-search";
import { favouriteIdsQueryOptions } from "@web/features/professionals/api/get-favourite-ids";
import { priceRangeQueryOptions } from "@web/features/professionals/api/get-price-range";
import { professionalQueryOptions } from "@web/features/professionals/api/get-professional";
import { searchProfessionalsQueryOptions } from "@web/features/professionals/api/search-professionals";
import { filtersFromParams, hasSearchParams } from "@web/features/professionals/lib/search-params";
import { trackLoading } from "@web/lib/loading-screens";
import { CLIENT_PAGES } from "./areas/client-pages";

type Params = Record<string, string>;
/** A page's first reads, with the same queryOptions the page itself uses. */
type FirstReads = (client: QueryClient, params: Params, search: URLSearchParams) => unknown[];

/** Each role's area and the pages whose chunks and first reads can start at once. */
const AREAS: Record<
  Role,
  { load: () => Promise<unknown>; pages: Record<string, () => Promise<unknown>> }
> = {
  client: { load: () => import("./areas/client-area"), pages: CLIENT_PAGES },
  professional: { load: () => import("./areas/professional-area"), pages: {} },
  admin: { load: () => import("./areas/admin-area"), pages: {} },
};

const CLIENT_READS: Partial<Record<keyof typeof CLIENT_PAGES, FirstReads>> = {
  "/": (client) => [client.prefetchQuery(serviceConfirmationsQueryOptions())],
  "/professionals": (client, _params, search) => [
    client.prefetchQuery(priceRangeQueryOptions()),
    hasSearchParams(search) &&
      client.prefetchInfiniteQuery(searchProfessionalsQueryOptions(filtersFromParams(search))),
    hasSearchParams(search) &&
      client.prefetchQuery(searchCountQueryOptions(filtersFromParams(search))),
  ],
  "/professional/:id": (client, { id }) => [
    id ? client.prefetchQuery(professionalQueryOptions(id)) : null,
  ],
};
/** A signed-in client's search also shows which cards are saved (the hearts). */
const clientSearch: FirstReads = (client, params, search) => [
  ...(CLIENT_READS["/professionals"]?.(client, params, search) ?? []),
  client.prefetchQuery(favouriteIdsQueryOptions()),
];
const READS: Record<Role, Record<string, FirstReads>> = {
  client: { ...CLIENT_READS, "/professionals": clientSearch },
  professional: {},
  admin: {},
};

/** What a visitor may open (public-screens.tsx): the same page chunks as the client's. */
const VISITOR_PATTERNS = [
  "/professionals",
  "/professional/:id",
  PROFILE_ROUTE_PATTERN,
  ...LISTING_ROUTE_PATTERNS,
] as const;
const CLIENT_LOADERS: Record<string, () => Promise<unknown>> = CLIENT_PAGES;

/** wouter's patterns as the areas use them: literal segments and `:name`. */
export function matchPath(pattern: string, path: string): Params | null {
  const want = pattern.split("/");
  const have = path.replace(/\/+$/, "").split("/");
  if (path === "/") have.splice(1, 0, "");
  if (want.length !== have.length) return null;
  const params: Params = {};
  for (const [i, part] of want.entries()) {
    const segment = have[i] ?? "";
    if (part.startsWith(":")) {
      if (!segment) return null;
      params[part.slice(1)] = decodeURIComponent(segment);
    } else if (part !== segment) return null;
  }
  return params;
}

const quietly = (load: () => Promise<unknown>) => void trackLoading(load().catch(() => {}));

/**
 * A visitor's page (no area remembered): the public screens and the page's chunk at once, and
 * the search's reads, which visitors may make too (decision 0320). A server-rendered page
 * brought its reads in the HTML (decision 0351): only its code is started.
 */
function preloadVisitorPage(client: QueryClient, url: URL) {
  const route = VISITOR_PATTERNS.find((pattern) => matchPath(pattern, url.pathname));
  const page = route ? CLIENT_LOADERS[route] : undefined;
  if (!page) return;
  quietly(() => import("./public-screens"));
  quietly(page);
  if (route === "/professionals") {
    void CLIENT_READS["/professionals"]?.(client, {}, url.searchParams);
  }
}

/**
 * Starts, all at once, what the address needs in `area`: the signed-in app, the area, the
 * page's chunk (each shows itself later through lazyScreen, which then finds it loaded) and,
 * once GET /api/auth/user confirms the role, the page's first reads. Nothing is read for a
 * visitor whose last area was remembered: the reads need the session (decision 0360). `area`
 * null: a visitor's page.
 */
export async function preloadRoute(client: QueryClient, area: Role | null, url: URL) {
  if (!area) return preloadVisitorPage(client, url);
  const { load, pages } = AREAS[area];
  quietly(() => import("./signed-in"));
  quietly(load);
  const route = Object.keys(pages).find((pattern) => matchPath(pattern, url.pathname));
  const page = route ? pages[route] : undefined;
  if (page) quietly(page);
  const reads = route ? READS[area][route] : undefined;
  if (!route || !reads) return;
  const user = await client.fetchQuery(currentUserQueryOptions()).catch(() => null);
  if (user?.role !== area || (area === "client" && !user.isProfileComplete)) return;
  await Promise.all(reads(client, matchPath(route, url.pathname) ?? {}, url.searchParams));
}
