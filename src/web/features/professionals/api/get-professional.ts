import type { PublicProfessional } from "@domain/contracts/professionals";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { professionalsKeys } from "@web/lib/query-keys";

/** GET /api/professionals/{id}: the public profile. */
export const getProfessional = (id: string) =>
  apiRequest<PublicProfessional>("GET", professionalPath(id));

/** The read's address, which the server's render of a client's profile page asks too (0366). */
export const professionalPath = (id: string) => `/api/professionals/${id}`;

export const professionalQueryOptions = (id: string) =>
  queryOptions({ queryKey: professionalsKeys.detail(id), queryFn: () => getProfessional(id) });

export const useProfessional = (id: string) => useQuery(professionalQueryOptions(id));
