import { appointmentSchema } from "./appointments";
import { hhmmSchema, isoDateSchema } from "./common";
import { z } from "./z";

export const PROFESSIONAL_APPOINTMENTS_PAGE_SIZE = 50;
export const PROFESSIONAL_APPOINTMENTS_MAX_PAGE_SIZE = 100;

/** Where a page ends: the last appointment's local date and start, and its id. */
export interface AppointmentsCursor {
  appointmentDate: string;
  startTime: string;
  id: string;
}

const CURSOR = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}),([0-9a-f-]{36})$/i;

/** `nextCursor` of a page: opaque to callers, who send it back as `cursor`. */
export function encodeCursor(c: AppointmentsCursor): string {
  return `${c.appointmentDate}T${c.startTime},${c.id}`;
}

/**
 * The professional's two lists (issue 29, item 8; decision 0380): `upcoming`, the requests and
 * sessions still ahead, soonest first; `history`, what started or was closed, latest first.
 */
export const PROFESSIONAL_APPOINTMENT_PERIODS = ["upcoming", "history"] as const;
export type ProfessionalAppointmentPeriod = (typeof PROFESSIONAL_APPOINTMENT_PERIODS)[number];

/**
 * GET /api/appointments/professional: `period` (upcoming unless told), `cursor` from the previous
 * page of that period, `limit` 1-100.
 */
export const professionalAppointmentsQuerySchema = z.object({
  period: z
    .enum(PROFESSIONAL_APPOINTMENT_PERIODS, {
      message: "Período inválido: use upcoming ou history",
    })
    .default("upcoming"),
  cursor: z
    .string()
    .refine((v) => {
      const [, date, time] = CURSOR.exec(v) ?? [];
      return isoDateSchema.safeParse(date).success && hhmmSchema.safeParse(time).success;
    }, "Cursor inválido")
    .optional()
    .transform((v): AppointmentsCursor | undefined => {
      const [, appointmentDate, startTime, id] = v ? CURSOR.exec(v)! : [];
      return appointmentDate ? { appointmentDate, startTime: startTime!, id: id! } : undefined;
    }),
  limit: z.coerce
    .number({ message: "Paginação inválida" })
    .int("Paginação inválida")
    .min(1, "Paginação inválida")
    .max(
      PROFESSIONAL_APPOINTMENTS_MAX_PAGE_SIZE,
      `Paginação inválida (máximo ${PROFESSIONAL_APPOINTMENTS_MAX_PAGE_SIZE})`,
    )
    .default(PROFESSIONAL_APPOINTMENTS_PAGE_SIZE),
});
export type ProfessionalAppointmentsQuery = z.output<typeof professionalAppointmentsQuerySchema>;

/** The screen's counters (SPEC §2), over all the professional's appointments, not the page. */
export const professionalAppointmentCountsSchema = z.object({
  /** 'Pendentes': requests waiting for an answer. */
  pending: z.number(),
  /** 'Confirmados': approved or confirmed. */
  confirmed: z.number(),
  /** 'Hoje': approved or confirmed, dated today in the appointment's zone. */
  today: z.number(),
  /** 'Total': every appointment, whatever its status. */
  total: z.number(),
});
export type ProfessionalAppointmentCounts = z.infer<typeof professionalAppointmentCountsSchema>;

/**
 * One page of one of the professional's lists (upcoming soonest first, history latest first),
 * the client as counterpart; `nextCursor` is null on the last page (decisions 0092, 0380).
 */
export const professionalAppointmentsResponseSchema = z.object({
  items: z.array(appointmentSchema),
  nextCursor: z.string().nullable(),
  counts: professionalAppointmentCountsSchema,
});
export type ProfessionalAppointmentsPage = z.infer<typeof professionalAppointmentsResponseSchema>;

/** GET /api/professional/dashboard: the card 'Próxima Consulta' and the counters (SPEC §2). */
export const professionalDashboardResponseSchema = z.object({
  /**
   * Issue 17 (decision 0273): the requests waiting for an answer, the one expiring first at the
   * top, each with its `expiresAt`; `pendingCount` is their number.
   */
  pendingRequests: z.array(appointmentSchema),
  pendingCount: z.number(),
  /** Earliest approved or confirmed appointment that has not started, or null. */
  nextAppointment: appointmentSchema.nullable(),
  /** Approved or confirmed, dated today in the appointment's zone. */
  todayCount: z.number(),
  /** Clients with at least one approved or confirmed appointment. */
  distinctClients: z.number(),
  averageRating: z.number().nullable(),
  reviewCount: z.number(),
});
export type ProfessionalDashboard = z.infer<typeof professionalDashboardResponseSchema>;
