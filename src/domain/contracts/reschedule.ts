import { APPOINTMENT_MESSAGES } from "./appointments";
import { hhmmSchema, isoDateSchema } from "./common";
import { z } from "./z";

/**
 * Issue 17 item 2: either side of an approved session proposes a new time; the other side
 * accepts or declines; the proposer may withdraw (decision 0252).
 */

/** POST /api/appointments/{id}/reschedule: the proposed slot, in the professional's zone. */
export const proposeRescheduleRequestSchema = z
  .object({
    appointmentDate: isoDateSchema,
    startTime: hhmmSchema,
    endTime: hhmmSchema,
  })
  .refine((b) => b.startTime < b.endTime, {
    path: ["endTime"],
    message: APPOINTMENT_MESSAGES.endBeforeStart,
  });
export type ProposeRescheduleRequest = z.infer<typeof proposeRescheduleRequestSchema>;

/** What happens to a pending proposal: the other side accepts or declines, the proposer withdraws. */
export const RESCHEDULE_ANSWERS = ["accepted", "declined", "withdrawn"] as const;
export type RescheduleAnswer = (typeof RESCHEDULE_ANSWERS)[number];

/** PUT /api/appointments/{id}/reschedule/{proposalId} */
export const answerRescheduleRequestSchema = z.object({
  status: z.enum(RESCHEDULE_ANSWERS, { message: "Responda: aceitar, recusar ou retirar." }),
});
export type AnswerRescheduleRequest = z.infer<typeof answerRescheduleRequestSchema>;

export const rescheduleParamsSchema = z.object({
  id: z.uuid({ message: "Identificador inválido" }),
  proposalId: z.uuid({ message: "Identificador inválido" }),
});
