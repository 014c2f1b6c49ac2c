import { LISTING_ROUTE_PATTERNS, PROFILE_ROUTE_PATTERN } from "@domain/public-routes";
import { describe, expect, it } from "vitest";
import { ADMIN_ROUTES } from "./areas/admin-area";
import { CLIENT_PAGES } from "./areas/client-pages";
import { PROFESSIONAL_ROUTES } from "./areas/professional-area";

// Issue 18: a shared public address opens for whoever is signed in, not 'Página não encontrada'.
describe("the public pages in every area", () => {
  it("routes a lasting profile address and every listing page for clients, professionals and admins", () => {
    for (const routes of [CLIENT_PAGES, PROFESSIONAL_ROUTES, ADMIN_ROUTES]) {
      expect(Object.keys(routes)).toContain(PROFILE_ROUTE_PATTERN);
      for (const path of LISTING_ROUTE_PATTERNS) expect(Object.keys(routes)).toContain(path);
    }
  });
});
