import type { OnlineSettings } from "@domain/contracts/rooms";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { agendaKeys } from "@web/lib/query-keys";

/** GET /api/agenda/online: the signed-in professional's own video room and consent addition. */
export const getOnlineSettings = () => apiRequest<OnlineSettings>("GET", "/api/agenda/online");

export const onlineSettingsQueryOptions = () =>
  queryOptions({ queryKey: agendaKeys.online(), queryFn: getOnlineSettings });

export const useOnlineSettings = () => useQuery(onlineSettingsQueryOptions());
