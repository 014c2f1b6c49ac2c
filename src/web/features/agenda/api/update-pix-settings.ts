import type { PixSettings, PixSettingsRequest } from "@domain/contracts/pix";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { agendaKeys } from "@web/lib/query-keys";
import { AGENDA_FAILURE_META } from "./failure-toast";

/** PUT /api/agenda/pix: replaces the Pix key, or removes it with null. */
export const updatePixSettings = (body: PixSettingsRequest) =>
  apiRequest<PixSettings | null>("PUT", "/api/agenda/pix", body);

/**
 * The answer is the key as GET returns it: it replaces the cached one. Whether a session offers
 * 'Pagar com Pix' is the client's read, not this professional's: nothing else changes here.
 */
export function useUpdatePixSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePixSettings,
    meta: AGENDA_FAILURE_META,
    onSuccess: (settings) => queryClient.setQueryData(agendaKeys.pix(), settings),
  });
}
