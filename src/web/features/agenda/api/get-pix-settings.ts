import type { PixSettings } from "@domain/contracts/pix";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { agendaKeys } from "@web/lib/query-keys";

/** GET /api/agenda/pix: the signed-in professional's Pix key, or null. */
export const getPixSettings = () => apiRequest<PixSettings | null>("GET", "/api/agenda/pix");

export const pixSettingsQueryOptions = () =>
  queryOptions({ queryKey: agendaKeys.pix(), queryFn: getPixSettings });

export const usePixSettings = () => useQuery(pixSettingsQueryOptions());
