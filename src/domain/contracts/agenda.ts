import { BOOKING_POLICY_MAX, BOOKING_POLICY_MESSAGES } from "../booking-policy";
import { BOOKING_HORIZON_DAYS, CANCELLATION_NOTICE_HOURS, SERVICE_DURATIONS } from "../constants";
import { appointmentSchema, cancellationFields } from "./appointments";
import { hhmmSchema, isoDateSchema, optionalText } from "./common";
import { publishedText } from "./profile";
import { z } from "./z";

/** Longest range GET /api/agenda/blocked/range answers, in days (a month view plus margins). */
export const BLOCKED_RANGE_MAX_DAYS = 62;

export const AGENDA_MESSAGES = {
  rangeOrder: "A data final deve ser igual ou posterior à data inicial",
  rangeTooLong: `O intervalo deve ter no máximo ${BLOCKED_RANGE_MAX_DAYS} dias`,
  professionalIdRequired: "Informe o profissional",
  endBeforeStart: "O horário de término deve ser posterior ao de início.",
  durationChoice: "A duração deve ser de 30, 50 ou 60 minutos",
  availabilityNotFound: "Disponibilidade não encontrada",
  blockedNotFound: "Bloqueio não encontrado",
  requestNotFound: "Solicitação não encontrada",
  requestNotPending: "Esta solicitação não está mais pendente.",
  requestOverlapsBlock: "Este horário está bloqueado. Desbloqueie-o antes de confirmar.",
  pastDate: "Não é possível gerenciar datas passadas.",
  beyondHorizon: `Só é possível bloquear horários até ${BOOKING_HORIZON_DAYS} dias à frente.`,
  outsideWorkingHours:
    "Só é possível bloquear horários dentro dos seus dias e horários de trabalho.",
  alreadyBlocked: "Este horário já está bloqueado.",
  blockOverlapsAppointment:
    "Este horário já tem um agendamento. Cancele ou recuse o agendamento antes de bloquear.",
} as const;

/** The longest reason a rejection may carry (issue 17). */
export const REJECTION_REASON_MAX = 500;

/** Issue 17: the cancellation notice choices (decision 0251). */
export const CANCELLATION_NOTICE_MESSAGE =
  "A antecedência mínima deve ser de 0 (sem antecedência), 12, 24 ou 48 horas";

/** SPEC §4: the professional note a rejection from the agenda carries when none is given. */
export const REJECTED_BY_PROFESSIONAL_NOTE = "Solicitação rejeitada pelo profissional";

const startBeforeEnd = (b: { startTime: string; endTime: string }) => b.startTime < b.endTime;

/** SPEC §3 Availability. `startTime`/`endTime` are "HH:mm" in the professional's zone. */
export const availabilityItemSchema = z.object({
  id: z.string(),
  dayOfWeek: z.number().int().min(0).max(6),
  startTime: hhmmSchema,
  endTime: hhmmSchema,
  isActive: z.boolean(),
});
export type Availability = z.infer<typeof availabilityItemSchema>;
/** GET /api/agenda/availability/{id} */
export const availabilityListResponseSchema = z.array(availabilityItemSchema);

/** POST /api/agenda/availability: one more window for the weekday (overlapping another is 400). */
export const createAvailabilityRequestSchema = z
  .object({
    dayOfWeek: z
      .number({ message: "Informe o dia da semana" })
      .int("Dia da semana inválido")
      .min(0, "Dia da semana inválido")
      .max(6, "Dia da semana inválido"),
    startTime: hhmmSchema,
    endTime: hhmmSchema,
    isActive: z.boolean().default(true),
  })
  .refine(startBeforeEnd, { path: ["endTime"], message: AGENDA_MESSAGES.endBeforeStart });
export type CreateAvailabilityRequest = z.input<typeof createAvailabilityRequestSchema>;

/** GET /api/agenda/settings/{userId}: defaults 60 minutes and America/Sao_Paulo. */
export const agendaSettingsResponseSchema = z.object({
  serviceDuration: z.union(
    SERVICE_DURATIONS.map((d) => z.literal(d)),
    { message: AGENDA_MESSAGES.durationChoice },
  ),
  timeZone: z.string(),
  /** Issue 17: hours before a session inside which a cancel is late (0 = none; default 24). */
  cancellationNoticeHours: z.union(
    CANCELLATION_NOTICE_HOURS.map((h) => z.literal(h)),
    { message: CANCELLATION_NOTICE_MESSAGE },
  ),
  /**
   * Issue 31, item 5: the professional's short cancellation and no-show policy (publicity
   * rules apply), shown to the client before "Solicitar"; null when none.
   */
  bookingPolicy: z.string().nullable(),
});
export type AgendaSettings = z.infer<typeof agendaSettingsResponseSchema>;

/**
 * POST /api/agenda/settings: answers with the settings as GET does. Either setting alone may be
 * sent (the duration dialog sends the duration, the notice choice the notice; decision 0251).
 */
export const updateAgendaSettingsRequestSchema = agendaSettingsResponseSchema
  .pick({ serviceDuration: true, cancellationNoticeHours: true })
  .partial()
  .extend({
    /** Sent alone by the policy form; null or empty clears it. */
    bookingPolicy: publishedText(
      BOOKING_POLICY_MAX,
      BOOKING_POLICY_MESSAGES.policyTooLong,
    ).optional(),
  })
  .refine(
    (b) =>
      b.serviceDuration !== undefined ||
      b.cancellationNoticeHours !== undefined ||
      b.bookingPolicy !== undefined,
    { path: ["serviceDuration"], message: AGENDA_MESSAGES.durationChoice },
  );
export type UpdateAgendaSettingsRequest = z.infer<typeof updateAgendaSettingsRequestSchema>;

const dateRange = {
  startDate: z.string({ message: "Informe a data inicial" }).pipe(isoDateSchema),
  endDate: z.string({ message: "Informe a data final" }).pipe(isoDateSchema),
};

/** At most BLOCKED_RANGE_MAX_DAYS days, end not before start. */
function bounded<T extends z.ZodType<{ startDate: string; endDate: string }>>(schema: T) {
  return schema
    .refine((q) => q.startDate <= q.endDate, {
      path: ["endDate"],
      message: AGENDA_MESSAGES.rangeOrder,
    })
    .refine(
      (q) =>
        Date.parse(`${q.endDate}T00:00:00Z`) - Date.parse(`${q.startDate}T00:00:00Z`) <=
        (BLOCKED_RANGE_MAX_DAYS - 1) * 86_400_000,
      { path: ["endDate"], message: AGENDA_MESSAGES.rangeTooLong },
    );
}

/**
 * GET /api/agenda/blocked/range. `professionalId` defaults to the caller (a professional);
 * a client must give it.
 */
export const blockedRangeQuerySchema = bounded(
  z.object({
    ...dateRange,
    professionalId: z.uuid({ message: "Identificador inválido" }).optional(),
  }),
);
export type BlockedRangeQuery = z.infer<typeof blockedRangeQuerySchema>;

/** SPEC §3 Blocked slot. `reason` is null for anyone but the professional themself. */
export const blockedSlotSchema = z.object({
  id: z.string(),
  date: isoDateSchema,
  startTime: hhmmSchema,
  endTime: hhmmSchema,
  reason: z.string().nullable(),
});
export type BlockedSlot = z.infer<typeof blockedSlotSchema>;
export const blockedSlotListResponseSchema = z.array(blockedSlotSchema);

/**
 * POST /api/agenda/blocked (SPEC §7 sends `date` as an ISO string: a datetime's date part is
 * taken). Times are the professional's local ones.
 */
export const blockSlotRequestSchema = z
  .object({
    date: z
      .string({ message: "Informe a data" })
      .transform((v) => v.slice(0, 10))
      .pipe(isoDateSchema),
    startTime: hhmmSchema,
    endTime: hhmmSchema,
    reason: optionalText(300, "O motivo deve ter no máximo 300 caracteres"),
  })
  .refine(startBeforeEnd, { path: ["endTime"], message: AGENDA_MESSAGES.endBeforeStart });
export type BlockSlotRequest = z.input<typeof blockSlotRequestSchema>;

/** GET /api/agenda/appointments: the caller's appointments between two dates, every status. */
export const agendaAppointmentsQuerySchema = bounded(z.object(dateRange));
export type AgendaAppointmentsQuery = z.infer<typeof agendaAppointmentsQuerySchema>;
/** GET /api/agenda/appointments and GET /api/agenda/appointments/pending. */
export const agendaAppointmentsResponseSchema = z.array(appointmentSchema);

/** PUT /api/agenda/appointments/{id}/status: the professional answers a pending request. */
export const answerRequestBodySchema = z.object({
  /** `cancelled` (issue 17): the professional cancels a request or an approved session. */
  status: z.enum(["approved", "rejected", "cancelled"], { message: "Status inválido" }),
  professionalNotes: optionalText(1000, "A observação deve ter no máximo 1000 caracteres"),
  /** A cancel's "Só esta" / "Esta e as próximas" for a series occurrence (decision 0250). */
  scope: cancellationFields.scope,
  /** Issue 17: a rejection's optional reason, shown to the client (decision 0271). */
  reason: optionalText(
    REJECTION_REASON_MAX,
    `O motivo deve ter no máximo ${REJECTION_REASON_MAX} caracteres`,
  ),
});
export type AnswerRequestBody = z.input<typeof answerRequestBodySchema>;

// ---- Issue 17 item 6: an agenda that fits a real week (decisions 0280-0284) ----

export const AGENDA_WEEK_MESSAGES = {
  windowOverlaps:
    "Este horário se sobrepõe a outro horário do mesmo dia. Ajuste o início ou o término.",
  copyNoTargets: "Escolha ao menos um dia para receber os horários",
  copyRepeatedTarget: "Cada dia de destino só pode aparecer uma vez",
  copyOntoItself: "O dia de origem não pode estar entre os dias de destino",
  copyEmptySource: "Este dia não tem horários para copiar.",
  rangeBeyondHorizon: `Só é possível bloquear dias até ${BOOKING_HORIZON_DAYS} dias à frente.`,
  rangeAlreadyBlocked: "Estes dias já estão bloqueados.",
  groupNotFound: "Bloqueio não encontrado",
} as const;

/** "dd/MM" of an ISO date, for messages. */
const dayMonth = (isoDate: string) => `${isoDate.slice(8, 10)}/${isoDate.slice(5, 7)}`;

/** 409 of POST /api/agenda/blocked/range: how many live sessions fall inside, and on which dates. */
export function rangeHasAppointmentsMessage(count: number, dates: readonly string[]): string {
  const which = dates.map(dayMonth).join(", ");
  const sessions = count === 1 ? "1 agendamento" : `${count} agendamentos`;
  return `Há ${sessions} neste período (${which}). Cancele ou recuse antes de bloquear.`;
}

const weekdaySchema = z
  .number({ message: "Informe o dia da semana" })
  .int("Dia da semana inválido")
  .min(0, "Dia da semana inválido")
  .max(6, "Dia da semana inválido");

/** POST /api/agenda/availability/copy: replaces the windows of `toDays` with `fromDay`'s. */
export const copyAvailabilityRequestSchema = z
  .object({
    fromDay: weekdaySchema,
    toDays: z
      .array(weekdaySchema, { message: AGENDA_WEEK_MESSAGES.copyNoTargets })
      .min(1, AGENDA_WEEK_MESSAGES.copyNoTargets)
      .max(6, AGENDA_WEEK_MESSAGES.copyRepeatedTarget),
  })
  .refine((b) => new Set(b.toDays).size === b.toDays.length, {
    path: ["toDays"],
    message: AGENDA_WEEK_MESSAGES.copyRepeatedTarget,
  })
  .refine((b) => !b.toDays.includes(b.fromDay), {
    path: ["toDays"],
    message: AGENDA_WEEK_MESSAGES.copyOntoItself,
  });
export type CopyAvailabilityRequest = z.infer<typeof copyAvailabilityRequestSchema>;

/**
 * POST /api/agenda/blocked/range: blocks whole days, `startDate` to `endDate` (one day when
 * `endDate` is missing), in the professional's zone.
 */
export const blockRangeRequestSchema = z
  .object({
    startDate: z.string({ message: "Informe a data inicial" }).pipe(isoDateSchema),
    endDate: z.string({ message: "Informe a data final" }).pipe(isoDateSchema).optional(),
    reason: optionalText(300, "O motivo deve ter no máximo 300 caracteres"),
  })
  .refine((b) => !b.endDate || b.startDate <= b.endDate, {
    path: ["endDate"],
    message: AGENDA_MESSAGES.rangeOrder,
  });
export type BlockRangeRequest = z.input<typeof blockRangeRequestSchema>;

/** One block action (a day off, a holiday, a vacation): its days share `groupId`. */
export const blockedGroupSchema = z.object({
  groupId: z.string(),
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  /** How many days the group still blocks. */
  days: z.number().int(),
  reason: z.string().nullable(),
});
export type BlockedGroup = z.infer<typeof blockedGroupSchema>;
/** GET /api/agenda/blocked/groups: the caller's groups not yet over, soonest first. */
export const blockedGroupListResponseSchema = z.array(blockedGroupSchema);
export const groupIdParamSchema = z.object({
  groupId: z.uuid({ message: "Identificador inválido" }),
});
