import { BOOKING_POLICY_MAX, BOOKING_POLICY_MESSAGES } from "../booking-policy";
import {
  APPOINTMENT_STATUSES,
  BOOKING_HORIZON_DAYS,
  CANCELLING_PARTIES,
  MAX_PENDING_REQUESTS_OVERALL,
  MAX_PENDING_REQUESTS_PER_PROFESSIONAL,
  MAX_REQUESTS_PER_DAY,
  SERIES_FREQUENCIES,
  SERIES_MAX_COUNT,
  SERIES_MIN_COUNT,
  SERVICE_TYPES,
} from "../constants";
import { hhmmSchema, isoDateSchema, optionalText } from "./common";
import { paymentStatusSchema } from "./payments";
import { z } from "./z";

export const NOTES_MAX_LENGTH = 1000;

export const APPOINTMENT_MESSAGES = {
  slotTaken: "Este horário não está mais disponível. Escolha outro horário.",
  slotNotOffered: "Este horário não está disponível na agenda do profissional.",
  slotBlocked: "Este horário foi bloqueado pelo profissional. Escolha outro horário.",
  pastDate: "Não é possível agendar em uma data ou horário que já passou.",
  tooManyRequestsWithProfessional: `Você já tem ${MAX_PENDING_REQUESTS_PER_PROFESSIONAL} solicitações aguardando resposta deste profissional. Aguarde a resposta antes de pedir outro horário.`,
  tooManyRequests: `Você já tem ${MAX_PENDING_REQUESTS_OVERALL} solicitações aguardando resposta. Aguarde as respostas antes de pedir outros horários.`,
  tooManyRequestsToday: `Você já fez ${MAX_REQUESTS_PER_DAY} pedidos de agendamento hoje. Tente novamente amanhã.`,
  beyondHorizon: `Só é possível agendar até ${BOOKING_HORIZON_DAYS} dias à frente.`,
  selfBooking: "Você não pode agendar uma consulta consigo mesmo.",
  profileIncomplete: "Complete seu perfil antes de agendar.",
  serviceTypeNotOffered: "Este profissional não oferece este tipo de atendimento.",
  neighborhoodNotServed:
    "Este profissional não atende em seu bairro. Selecione outro tipo de atendimento.",
  addressRequired: "Informe o endereço para o atendimento domiciliar.",
  endBeforeStart: "O horário de término deve ser posterior ao de início.",
  onlyPending: "Novos agendamentos são criados como pendentes.",
  notesTooLong: `As observações devem ter no máximo ${NOTES_MAX_LENGTH} caracteres`,
  notFound: "Agendamento não encontrado",
  cannotChange: "Não é possível alterar este agendamento.",
  clientMayOnlyCancel: "Você só pode cancelar os seus agendamentos.",
  weekStartNotSunday: "weekStart deve ser um domingo",
  notAcceptingNewPatients: "Este profissional não está aceitando novos pacientes no momento.",
  sessionStarted: "Esta sessão já começou e não pode mais ser cancelada nem remarcada.",
  onlyBookedReschedule: "Só é possível remarcar uma sessão confirmada.",
  rescheduleSameTime: "Escolha um horário diferente do atual.",
  reschedulePast: "Não é possível remarcar para uma data ou horário que já passou.",
  rescheduleBeyondHorizon: `Só é possível remarcar até ${BOOKING_HORIZON_DAYS} dias à frente.`,
  proposalNotFound: "Proposta de remarcação não encontrada",
  proposalNotPending: "Esta proposta de remarcação não está mais pendente.",
  proposalOtherSide: "Só a outra pessoa pode aceitar ou recusar esta proposta.",
  proposalOnlyProposer: "Só quem propôs a remarcação pode retirá-la.",
  proposalPast: "O horário proposto já passou. Proponha outro horário.",
} as const;

const person = {
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
};

/**
 * SPEC §3 Appointment. `timeZone` (the professional's IANA zone, in which the date and times
 * are written) is added so the web can tell whether an appointment has started.
 * The professional's e-mail and phone are null unless their privacy settings share them.
 */
/** Issue 31, item 5: the terms a client sees before "Solicitar" (decision 0392). */
export const bookingTermsSchema = z.object({
  cancellationNoticeHours: z.number().int().min(0).max(48),
  bookingPolicy: z.string().max(BOOKING_POLICY_MAX).nullable(),
  price: z.string().max(20).nullable(),
  startingFrom: z.boolean(),
});

export const acceptedPolicySchema = bookingTermsSchema.extend({
  appointmentDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  serviceType: z.string(),
  acceptedAt: z.string(),
});

export const appointmentSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  professionalId: z.string(),
  appointmentDate: isoDateSchema,
  startTime: hhmmSchema,
  endTime: hhmmSchema,
  timeZone: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  serviceType: z.enum(SERVICE_TYPES),
  clientAddress: z.string().nullable(),
  addressComplement: z.string().nullable(),
  notes: z.string().nullable(),
  professionalNotes: z.string().nullable(),
  /** Who cancelled a cancelled appointment, when recorded (decision 0201). */
  cancelledBy: z.enum(CANCELLING_PARTIES).nullable(),
  /** Issue 17: the reason given with a cancellation (both sides see it). */
  cancellationReason: z.string().nullable(),
  /** Cancelled inside the cancellation notice frozen at approval (shown to both). */
  lateCancellation: z.boolean(),
  /** The notice in force when the session was approved, in hours; null before approval. */
  cancellationNoticeHours: z.number().int().nullable(),
  /**
   * Issue 31, item 5: what the client accepted at "Solicitar" (slot, fee, notice, the
   * professional's policy text); null for requests made before it was recorded.
   */
  acceptedPolicy: acceptedPolicySchema.nullable(),
  /** The professional's optional reason for a rejection (the client sees it). */
  rejectionReason: z.string().nullable(),
  /** The recurring series this occurrence belongs to; null for a single session. */
  seriesId: z.string().nullable(),
  /** A no-show the client contested (once), and why. */
  noShowContestedAt: z.string().nullable(),
  noShowContestReason: z.string().nullable(),
  /** A pending request's instant of becoming 'Não respondido' (decision 0080); null otherwise. */
  expiresAt: z.string().nullable(),
  /** A proposal to move this session, waiting for the other side's answer. */
  pendingReschedule: z
    .object({
      id: z.string(),
      proposedBy: z.enum(CANCELLING_PARTIES),
      appointmentDate: isoDateSchema,
      startTime: hhmmSchema,
      endTime: hhmmSchema,
      createdAt: z.string(),
    })
    .nullable(),
  createdAt: z.string(),
  /**
   * Issue 32 (decision 0394): an approved or confirmed online session's room (its address, its
   * window, and the professional's own video room when they chose one); null otherwise.
   */
  room: z
    .object({
      path: z.string(),
      opensAt: z.string(),
      closesAt: z.string(),
      externalLink: z.string().nullable(),
    })
    .nullable(),
  /** When the client accepted the professional's current online-session consent; null: not. */
  telehealthConsentAt: z.string().nullable(),
  /** The client asked for this online session in person; waiting for the professional. */
  inPersonRequestedAt: z.string().nullable(),
  /** Who entered the room and when (all the server keeps of a call, item 6). */
  roomEntries: z.array(z.object({ by: z.enum(CANCELLING_PARTIES), at: z.string() })),
  /**
   * Issue 33 (decision 0398): what both sides said about the payment (never a CPF here), and
   * whether the professional takes Pix ("Pagar com Pix").
   */
  payment: paymentStatusSchema,
  client: z.object({ ...person, address: z.string().nullable() }),
  professional: z.object({
    ...person,
    professionalProfile: z.object({
      profileImageUrl: z.string().nullable(),
      specialties: z.array(z.string()),
      officeAddress: z.string().nullable(),
      officeComplement: z.string().nullable(),
      /** Issue 18 (decision 0333): where the office is ('Rio de Janeiro', 'RJ'). */
      officeCity: z.string().nullable(),
      officeState: z.string().nullable(),
    }),
  }),
});
export type Appointment = z.infer<typeof appointmentSchema>;

/** GET /api/appointments/client */
export const clientAppointmentsResponseSchema = z.array(appointmentSchema);

/** What anyone but the professional sees of their appointments: when, and whether live. */
export const appointmentTimesSchema = z.object({
  id: z.string(),
  appointmentDate: isoDateSchema,
  startTime: hhmmSchema,
  endTime: hhmmSchema,
  status: z.enum(APPOINTMENT_STATUSES),
});
export type AppointmentTimes = z.infer<typeof appointmentTimesSchema>;

/** GET /api/appointments/professional/week. `professionalId` defaults to the caller. */
export const professionalWeekQuerySchema = z.object({
  weekStart: z
    .string({ message: "Informe o início da semana (weekStart)" })
    .pipe(
      isoDateSchema.refine(
        (v) => new Date(`${v}T00:00:00Z`).getUTCDay() === 0,
        APPOINTMENT_MESSAGES.weekStartNotSunday,
      ),
    ),
  professionalId: z.uuid({ message: "Identificador inválido" }).optional(),
});
export type ProfessionalWeekQuery = z.infer<typeof professionalWeekQuerySchema>;
/** Full appointments for the professional themself, {@link appointmentTimesSchema} for others. */
export const professionalWeekResponseSchema = z.array(
  z.union([appointmentSchema, appointmentTimesSchema]),
);
export type WeekAppointment = Appointment | AppointmentTimes;

/** Issue 17: a weekly or fortnightly series of 2 to 12 sessions from one slot (decision 0260). */
export const SERIES_COUNT_MESSAGE = `Uma série tem de ${SERIES_MIN_COUNT} a ${SERIES_MAX_COUNT} sessões.`;
export const recurrenceSchema = z.object({
  frequency: z.enum(SERIES_FREQUENCIES, {
    message: "Escolha a repetição: toda semana ou a cada 2 semanas.",
  }),
  count: z
    .number({ message: SERIES_COUNT_MESSAGE })
    .int(SERIES_COUNT_MESSAGE)
    .min(SERIES_MIN_COUNT, SERIES_COUNT_MESSAGE)
    .max(SERIES_MAX_COUNT, SERIES_COUNT_MESSAGE),
  /**
   * 'Pular feriados nacionais' (decision 0374): later dates on a national holiday are not asked
   * for. The dialog sends it ticked; a caller that leaves it out asks for every date.
   */
  skipHolidays: z
    .boolean({ message: "Indique se os feriados nacionais devem ser pulados." })
    .default(false),
});
export type Recurrence = z.infer<typeof recurrenceSchema>;

/**
 * POST /api/appointments (SPEC §7). `neighborhood` is the client's neighbourhood as the dialog
 * knows it (the search's `neighborhood` URL parameter); without it the profile address is used
 * for the domiciliar check.
 */
export const createAppointmentRequestSchema = z
  .object({
    professionalId: z.uuid({ message: "Identificador inválido" }),
    appointmentDate: isoDateSchema,
    startTime: hhmmSchema,
    endTime: hhmmSchema,
    status: z.literal("pending", { message: APPOINTMENT_MESSAGES.onlyPending }).default("pending"),
    serviceType: z.enum(SERVICE_TYPES, { message: "Selecione o tipo de atendimento" }),
    clientAddress: optionalText(300, "O endereço deve ter no máximo 300 caracteres"),
    addressComplement: optionalText(200, "O complemento deve ter no máximo 200 caracteres"),
    notes: optionalText(NOTES_MAX_LENGTH, APPOINTMENT_MESSAGES.notesTooLong),
    neighborhood: optionalText(100, "O bairro deve ter no máximo 100 caracteres"),
    recurrence: recurrenceSchema.optional(),
    /**
     * Issue 31, item 5: the terms the summary showed; the server answers 409 when they are no
     * longer the ones in force. Without it (an API client), the terms in force are recorded.
     */
    acceptedTerms: bookingTermsSchema.optional(),
    /** Issue 31, item 4: the consent a note needs (it may hold health data). */
    notesConsent: z.boolean().optional(),
  })
  .refine((b) => !b.notes || b.notesConsent === true, {
    path: ["notesConsent"],
    message: BOOKING_POLICY_MESSAGES.noteNeedsConsent,
  })
  .refine((b) => b.startTime < b.endTime, {
    path: ["endTime"],
    message: APPOINTMENT_MESSAGES.endBeforeStart,
  })
  .refine((b) => b.serviceType !== "domiciliar" || !!b.clientAddress, {
    path: ["clientAddress"],
    message: APPOINTMENT_MESSAGES.addressRequired,
  });
export type CreateAppointmentRequest = z.input<typeof createAppointmentRequestSchema>;

/**
 * POST /api/appointments answers the (first) appointment; a series adds the dates it skipped:
 * those not open (`skippedDates`) and those left out as national holidays (`skippedHolidays`).
 */
export const createAppointmentResponseSchema = appointmentSchema.extend({
  skippedDates: z.array(isoDateSchema).optional(),
  skippedHolidays: z.array(isoDateSchema).optional(),
});
export type CreateAppointmentResponse = z.infer<typeof createAppointmentResponseSchema>;

/** Issue 17: the longest reason a cancellation may carry (the other side reads it in the app). */
export const CANCELLATION_REASON_MAX = 500;
/** A series occurrence's cancel: "Só esta" or "Esta e as próximas" (decision 0250). */
export const CANCEL_SCOPES = ["this", "following"] as const;
export type CancelScope = (typeof CANCEL_SCOPES)[number];

/** What a cancel may carry besides `status` (both status routes, issue 17). */
export const cancellationFields = {
  reason: optionalText(
    CANCELLATION_REASON_MAX,
    `O motivo deve ter no máximo ${CANCELLATION_REASON_MAX} caracteres`,
  ),
  /** Absent: "this". */
  scope: z
    .enum(CANCEL_SCOPES, { message: "Escolha: só esta sessão ou esta e as próximas." })
    .optional(),
};

/** PUT /api/appointments/{id}/status. Which moves are allowed is decided by the server. */
export const updateAppointmentStatusRequestSchema = z.object({
  status: z.enum(APPOINTMENT_STATUSES, { message: "Status inválido" }),
  ...cancellationFields,
});
export type UpdateAppointmentStatusRequest = z.input<typeof updateAppointmentStatusRequestSchema>;
