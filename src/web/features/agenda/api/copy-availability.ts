import type { Availability, CopyAvailabilityRequest } from "@domain/contracts/agenda";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { agendaKeys } from "@web/lib/query-keys";
import { AGENDA_FAILURE_META } from "./failure-toast";

/** POST /api/agenda/availability/copy: the target days get the source day's windows. */
export const copyAvailability = (body: CopyAvailabilityRequest) =>
  apiRequest<Availability[]>("POST", "/api/agenda/availability/copy", body);

export function useCopyAvailability(professionalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copyAvailability,
    meta: AGENDA_FAILURE_META,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: agendaKeys.availability(professionalId) }),
  });
}
