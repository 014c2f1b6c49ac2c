import type { Series } from "@domain/contracts/series";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { agendaKeys } from "@web/lib/query-keys";

/** GET /api/agenda/series/{id}: a series' dates, each pending one with its conflict. */
export const getSeries = (seriesId: string) =>
  apiRequest<Series>("GET", `/api/agenda/series/${seriesId}`);

export const seriesQueryOptions = (seriesId: string) =>
  queryOptions({ queryKey: agendaKeys.series(seriesId), queryFn: () => getSeries(seriesId) });

export const useSeries = (seriesId: string) => useQuery(seriesQueryOptions(seriesId));
