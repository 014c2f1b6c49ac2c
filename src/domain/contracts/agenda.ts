import { SERVICE_DURATIONS } from "../constants";
import { hhmm, isoDate } from "./common";
import { z } from "./z";

/** Longest range GET /api/agenda/blocked/range answers, in days (a month view plus margins). */
export const BLOCKED_RANGE_MAX_DAYS = 62;

export const AGENDA_MESSAGES = {
  rangeOrder: "A data final deve ser igual ou posterior à data inicial",
  rangeTooLong: `O intervalo deve ter no máximo ${BLOCKED_RANGE_MAX_DAYS} dias`,
  professionalIdRequired: "Informe o profissional",
} as const;

/** SPEC §3 Availability. `startTime`/`endTime` are "HH:mm" in the professional's zone. */
export const availabilityItem = z.object({
  id: z.string(),
  dayOfWeek: z.number().int().min(0).max(6),
  startTime: hhmm,
  endTime: hhmm,
  isActive: z.boolean(),
});
export type Availability = z.infer<typeof availabilityItem>;
/** GET /api/agenda/availability/{userId} */
export const availabilityListResponse = z.array(availabilityItem);

/** GET /api/agenda/settings/{userId}: defaults 60 minutes and America/Sao_Paulo. */
export const agendaSettingsResponse = z.object({
  serviceDuration: z.union(SERVICE_DURATIONS.map((d) => z.literal(d))),
  timeZone: z.string(),
});
export type AgendaSettings = z.infer<typeof agendaSettingsResponse>;

/**
 * GET /api/agenda/blocked/range. `professionalId` defaults to the caller (a professional);
 * a client must give it.
 */
export const blockedRangeQuery = z
  .object({
    startDate: z.string({ message: "Informe a data inicial" }).pipe(isoDate),
    endDate: z.string({ message: "Informe a data final" }).pipe(isoDate),
    professionalId: z.uuid({ message: "Identificador inválido" }).optional(),
  })
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
export type BlockedRangeQuery = z.infer<typeof blockedRangeQuery>;

/** SPEC §3 Blocked slot. `reason` is null for anyone but the professional themself. */
export const blockedSlot = z.object({
  id: z.string(),
  date: isoDate,
  startTime: hhmm,
  endTime: hhmm,
  reason: z.string().nullable(),
});
export type BlockedSlot = z.infer<typeof blockedSlot>;
export const blockedSlotListResponse = z.array(blockedSlot);
