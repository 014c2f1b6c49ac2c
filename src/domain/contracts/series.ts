import { APPOINTMENT_STATUSES, SERIES_FREQUENCIES } from "../constants";
import { hhmmSchema, isoDateSchema, optionalText } from "./common";
import { z } from "./z";

export const SERIES_MESSAGES = {
  notFound: "Série não encontrada",
  nothingPending: "Nenhuma sessão desta série aguarda resposta.",
  skipNotInSeries: "Só é possível pular sessões desta série.",
  occurrenceBlocked:
    "Uma das datas está bloqueada na sua agenda. Marque-a para pular ou desbloqueie o horário antes de confirmar.",
  allSkipped: "Para recusar todas as datas, use 'Recusar série'.",
} as const;

/** Why an occurrence cannot be approved as it stands (shown before approving). */
export const SERIES_CONFLICTS = ["blocked", "outside_agenda"] as const;
export type SeriesConflict = (typeof SERIES_CONFLICTS)[number];

export const SERIES_CONFLICT_LABELS: Record<SeriesConflict, string> = {
  blocked: "Horário bloqueado",
  outside_agenda: "Fora da sua agenda",
};

/** GET /api/agenda/series/{id}: a series as its professional sees it before answering. */
export const seriesSchema = z.object({
  id: z.string(),
  frequency: z.enum(SERIES_FREQUENCIES),
  count: z.number().int(),
  client: z.object({ firstName: z.string(), lastName: z.string() }),
  occurrences: z.array(
    z.object({
      id: z.string(),
      appointmentDate: isoDateSchema,
      startTime: hhmmSchema,
      endTime: hhmmSchema,
      status: z.enum(APPOINTMENT_STATUSES),
      /** Only for a pending occurrence: null when it can be approved as it is. */
      conflict: z.enum(SERIES_CONFLICTS).nullable(),
    }),
  ),
});
export type Series = z.infer<typeof seriesSchema>;

/** PUT /api/agenda/series/{id}/status: one answer for the whole series (decision 0261). */
export const answerSeriesBodySchema = z.object({
  status: z.enum(["approved", "rejected"], { message: "Status inválido" }),
  /** Occurrences to refuse while approving the rest (conflicting dates). */
  skip: z
    .array(z.uuid({ message: "Identificador inválido" }), { message: "Lista de datas inválida" })
    .max(12, "Lista de datas inválida")
    .default([]),
  reason: optionalText(500, "O motivo deve ter no máximo 500 caracteres"),
});
export type AnswerSeriesBody = z.input<typeof answerSeriesBodySchema>;
