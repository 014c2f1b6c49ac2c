import type { SiteInfo } from "@domain/contracts/site";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { siteKeys } from "@web/lib/query-keys-site";

export const SITE_PATH = "/api/site";

/**
 * GET /api/site: who operates Acolher and its encarregado (decision 0389). A failed read is
 * null: the footer still shows its links, without the operator's line.
 */
export const getSite = () => apiRequest<SiteInfo>("GET", SITE_PATH).catch(() => null);

export const siteQueryOptions = () => queryOptions({ queryKey: siteKeys.info(), queryFn: getSite });

export const useSite = () => useQuery(siteQueryOptions());
