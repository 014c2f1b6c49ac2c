import type { ServiceConfirmation } from "@domain/contracts/confirmations";
import { fullName } from "@web/lib/format";

/** What the review form needs to know about the service being reviewed. */
export interface ReviewTarget {
  professionalId: string;
  professionalName: string;
  serviceConfirmationId: string;
}

export const reviewTargetOf = (
  confirmation: ServiceConfirmation,
  serviceConfirmationId = confirmation.id,
): ReviewTarget => ({
  professionalId: confirmation.professionalId,
  professionalName: fullName(confirmation.professional),
  serviceConfirmationId,
});
