import type { PublicPageData } from "@domain/public-pages";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { professionalsKeys } from "@web/lib/query-keys";

/** GET /api/pages?path=…: a public page's reads, as a visitor sees them (decision 0351). */
export const getPublicPage = (path: string) =>
  apiRequest<PublicPageData>("GET", publicPagePath(path));

/** The read's address, which the server's render of a client's profile page asks too (0366). */
export const publicPagePath = (path: string) => `/api/pages?path=${encodeURIComponent(path)}`;

/**
 * The page's reads as a visitor sees them. A profile page then reads the profile and its reviews
 * under their own keys, as the viewer (a signed-in client sees names a visitor does not); the
 * server seeds those keys itself when it renders the page for a visitor.
 */
export const publicPageQueryOptions = (path: string) =>
  queryOptions({ queryKey: professionalsKeys.page(path), queryFn: () => getPublicPage(path) });

/** Disabled when the page already knows whom it shows (the app moved here from the old address). */
export const usePublicPage = (path: string, enabled = true) =>
  useQuery({ ...publicPageQueryOptions(path), enabled });
