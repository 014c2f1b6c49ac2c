import type { AgendaSettings, UpdateAgendaSettingsRequest } from "@domain/contracts/agenda";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { agendaKeys } from "@web/lib/query-keys";
import { AGENDA_FAILURE_META } from "./failure-toast";

/** POST /api/agenda/settings: the service duration (30, 50 or 60 minutes). */
export const updateAgendaSettings = (body: UpdateAgendaSettingsRequest) =>
  apiRequest<AgendaSettings>("POST", "/api/agenda/settings", body);

/** The answer is the settings as GET returns them: it replaces the cached ones. */
export function useUpdateAgendaSettings(professionalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAgendaSettings,
    meta: AGENDA_FAILURE_META,
    onSuccess: (settings) =>
      queryClient.setQueryData(agendaKeys.settings(professionalId), settings),
  });
}
