import type { AnswerSeriesBody, Series } from "@domain/contracts/series";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { agendaKeys, appointmentsKeys } from "@web/lib/query-keys";
import { AGENDA_FAILURE_META } from "./failure-toast";

/** PUT /api/agenda/series/{id}/status: 'Confirmar série' (skipping dates) or 'Recusar série'. */
export const answerSeries = ({ seriesId, ...body }: AnswerSeriesBody & { seriesId: string }) =>
  apiRequest<Series>("PUT", `/api/agenda/series/${seriesId}/status`, body);

/**
 * Like a single answer, it changes the pending list, the agenda, the professional's list and
 * dashboard and the weeks clients see; and the series itself. A refusal refreshes them too.
 */
export function useAnswerSeries(professionalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerSeries,
    meta: AGENDA_FAILURE_META,
    onSettled: (_data, _error, { seriesId }) =>
      Promise.all(
        [
          agendaKeys.requests(),
          agendaKeys.appointments(),
          agendaKeys.series(seriesId),
          appointmentsKeys.professional(),
          appointmentsKeys.weeks(professionalId),
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
