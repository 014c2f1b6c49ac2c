import type { PublicPageData } from "@domain/public-pages";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { professionalsKeys, reviewsKeys } from "@web/lib/query-keys";

/** GET /api/pages?path=…: a public page's reads, as a visitor sees them (decision 0351). */
export const getPublicPage = (path: string) =>
  apiRequest<PublicPageData>("GET", `/api/pages?path=${encodeURIComponent(path)}`);

/**
 * A profile page's reads also fill the profile's and its reviews' own keys, which the page
 * reads and every booking or review refreshes.
 */
export const publicPageQueryOptions = (path: string) =>
  queryOptions({
    queryKey: professionalsKeys.page(path),
    queryFn: async ({ client }) => {
      const page = await getPublicPage(path);
      if (page.kind === "profile") {
        client.setQueryData(professionalsKeys.detail(page.professional.id), page.professional);
        client.setQueryData(reviewsKeys.ofProfessional(page.professional.id), page.reviews);
      }
      return page;
    },
  });

/** Disabled when the page already knows whom it shows (the app moved here from the old address). */
export const usePublicPage = (path: string, enabled = true) =>
  useQuery({ ...publicPageQueryOptions(path), enabled });
