import type { OnlineSettings, OnlineSettingsRequest } from "@domain/contracts/rooms";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { agendaKeys } from "@web/lib/query-keys";
import { AGENDA_FAILURE_META } from "./failure-toast";

/** PUT /api/agenda/online: replaces both online settings (null clears one). */
export const updateOnlineSettings = (body: OnlineSettingsRequest) =>
  apiRequest<OnlineSettings>("PUT", "/api/agenda/online", body);

/** The answer is the settings as GET returns them: it replaces the cached ones. */
export function useUpdateOnlineSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOnlineSettings,
    meta: AGENDA_FAILURE_META,
    onSuccess: (settings) => queryClient.setQueryData(agendaKeys.online(), settings),
  });
}
