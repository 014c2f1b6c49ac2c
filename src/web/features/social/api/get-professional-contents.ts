import type { ProfessionalContents } from "@domain/contracts/contents";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { contentsKeys } from "@web/lib/query-keys";

/** The read's address, which the server's render of a client's profile page asks too (0366). */
export const professionalContentsPath = (id: string) => `/api/professionals/${id}/contents`;

/** GET /api/professionals/:id/contents: the profile's 'Conteúdos' (none on failure). */
export const getProfessionalContents = (id: string) =>
  apiRequest<ProfessionalContents>("GET", professionalContentsPath(id)).catch(() => []);

export const professionalContentsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: contentsKeys.ofProfessional(id),
    queryFn: () => getProfessionalContents(id),
  });

/** Seeded by the server's render of the profile (a visitor's or a client's, decision 0404). */
export const useProfessionalContents = (id: string) =>
  useQuery(professionalContentsQueryOptions(id));
