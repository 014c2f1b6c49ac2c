import type { AdminProfessionalsPage, AdminProfessionalsQuery } from "@domain/contracts/admin";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { adminKeys } from "@web/lib/query-keys";
import { nextCursorOf, pageUrl } from "../lib/page-url";

export type ProfessionalStatusFilter = AdminProfessionalsQuery["status"];

/** GET /api/admin/professionals?status=: every professional (or one status), newest first. */
export const getProfessionals = (status: ProfessionalStatusFilter, cursor?: string) =>
  apiRequest<AdminProfessionalsPage>(
    "GET",
    pageUrl("/api/admin/professionals", { status, cursor }),
  );

export const professionalsQueryOptions = (status: ProfessionalStatusFilter) =>
  infiniteQueryOptions({
    queryKey: adminKeys.professionalList(status),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => getProfessionals(status, pageParam),
    getNextPageParam: nextCursorOf,
  });

export const useProfessionals = (status: ProfessionalStatusFilter) =>
  useInfiniteQuery(professionalsQueryOptions(status));
