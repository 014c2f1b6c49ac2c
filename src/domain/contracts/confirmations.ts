import { z } from "./z";

const personName = z.object({ firstName: z.string(), lastName: z.string() });

/** SPEC §3 ServiceConfirmation, plus the appointment it belongs to and whether it was reviewed. */
export const serviceConfirmationSchema = z.object({
  id: z.string(),
  appointmentId: z.string(),
  professionalId: z.string(),
  professional: personName,
  client: personName,
  clientConfirmed: z.boolean(),
  professionalConfirmed: z.boolean(),
  serviceDescription: z.string(),
  /** "yyyy-MM-dd", the appointment's date in the professional's zone. */
  serviceDate: z.string().nullable(),
  createdAt: z.string(),
  /** True once the client has reviewed this service. */
  hasReview: z.boolean(),
  /**
   * Issue 17: the professional marked the session 'Não compareceu' (nothing to confirm or
   * review), and the client's one contest of it, if any; null when the session was not marked.
   */
  noShow: z
    .object({ contestedAt: z.string().nullable(), contestReason: z.string().nullable() })
    .nullable(),
});
export type ServiceConfirmation = z.infer<typeof serviceConfirmationSchema>;

/** GET /api/service-confirmations: the caller's side, newest first. */
export const serviceConfirmationListSchema = z.array(serviceConfirmationSchema);

export type ConfirmationStatus = "completed" | "partial" | "pending";

/** SPEC §4: both flags → completed, one → partial, none → pending. */
export function confirmationStatus(
  c: Pick<ServiceConfirmation, "clientConfirmed" | "professionalConfirmed">,
): ConfirmationStatus {
  if (c.clientConfirmed && c.professionalConfirmed) return "completed";
  if (c.clientConfirmed || c.professionalConfirmed) return "partial";
  return "pending";
}

export const CONFIRMATION_STATUS_LABEL: Record<ConfirmationStatus, string> = {
  completed: "Confirmado por ambos",
  partial: "Confirmado parcialmente",
  pending: "Aguardando confirmação",
};

export const CONFIRMATION_MESSAGES = {
  notFound: "Confirmação não encontrada",
} as const;
