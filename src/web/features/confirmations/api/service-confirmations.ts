import type { ServiceConfirmation } from "@domain/contracts/confirmations";
import { useQuery } from "@tanstack/react-query";

/** GET /api/service-confirmations: the signed-in user's side of each service. */
export const SERVICE_CONFIRMATIONS_KEY = ["/api/service-confirmations"] as const;

export function useServiceConfirmations() {
  return useQuery<ServiceConfirmation[]>({ queryKey: SERVICE_CONFIRMATIONS_KEY });
}
