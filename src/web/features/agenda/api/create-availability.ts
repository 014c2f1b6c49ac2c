import type { Availability, CreateAvailabilityRequest } from "@domain/contracts/agenda";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { agendaKeys } from "@web/lib/query-keys";
import { AGENDA_FAILURE_META } from "./failure-toast";

/** POST /api/agenda/availability: one more window for a weekday (an overlap answers 400). */
export const createAvailability = (body: CreateAvailabilityRequest) =>
  apiRequest<Availability>("POST", "/api/agenda/availability", body);

/** Success or a refusal (a window added elsewhere) refreshes the weekly windows. */
export function useCreateAvailability(professionalId: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: agendaKeys.availability(professionalId) });
  return useMutation({
    mutationFn: createAvailability,
    meta: AGENDA_FAILURE_META,
    onSuccess: refresh,
    onError: refresh,
  });
}
