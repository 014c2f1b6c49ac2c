import type { PublicProfessional } from "@domain/contracts/professionals";
import { useQuery } from "@tanstack/react-query";

export const professionalKey = (id: string) => ["/api/professionals", id] as const;

/** GET /api/professionals/{id}: the public profile. */
export function useProfessional(id: string) {
  return useQuery<PublicProfessional>({ queryKey: professionalKey(id) });
}

/** A 404 (or a malformed id, 400) means there is no such professional to show. */
export const isNotFoundError = (error: unknown) =>
  error instanceof Error && /^(404|400):/.test(error.message);
