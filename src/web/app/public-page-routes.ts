import { LISTING_ROUTE_PATTERNS, PROFILE_ROUTE_PATTERN } from "@domain/public-routes";
import { lazyScreen } from "@web/lib/lazy-screen";
import type { Routes } from "./role-switch";

const PublicProfilePage = lazyScreen(() =>
  import("@web/features/professionals/pages/public-profile-page").then((m) => ({
    default: m.PublicProfilePage,
  })),
);
const ListingPage = lazyScreen(() =>
  import("@web/features/professionals/pages/listing-page").then((m) => ({
    default: m.ListingPage,
  })),
);

/**
 * The public pages (issue 18) inside the professional's and the admin's areas: a lasting profile
 * address or a listing page opened while signed in shows the page, not 'Página não encontrada'.
 * The client's area has them among its pages (client-pages.ts).
 */
export const PUBLIC_PAGE_ROUTES: Routes = {
  [PROFILE_ROUTE_PATTERN]: PublicProfilePage,
  ...Object.fromEntries(LISTING_ROUTE_PATTERNS.map((path) => [path, ListingPage])),
};
