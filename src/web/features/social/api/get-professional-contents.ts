import type { ProfessionalContents } from "@domain/contracts/contents";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { contentsKeys } from "@web/lib/query-keys";

export const professionalContentsPath = (id: string) => `/api/professionals/${id}/contents`;

/** GET /api/professionals/:id/contents: the profile's 'Conteúdos' (empty on failure). */
export const getProfessionalContents = (id: string) =>
  apiRequest<ProfessionalContents>("GET", professionalContentsPath(id)).catch(() => []);

export const professionalContentsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: contentsKeys.ofProfessional(id),
    queryFn: () => getProfessionalContents(id),
  });

export const useProfessionalContents = (id: string) =>
  useQuery(professionalContentsQueryOptions(id));
