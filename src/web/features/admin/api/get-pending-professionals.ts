import type { AdminProfessionalsPage } from "@domain/contracts/admin";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { adminKeys } from "@web/lib/query-keys";
import { nextCursorOf, pageUrl } from "../lib/page-url";

/** GET /api/admin/professionals/pending: the verification queue, oldest profile save first. */
export const getPendingProfessionals = (cursor?: string) =>
  apiRequest<AdminProfessionalsPage>(
    "GET",
    pageUrl("/api/admin/professionals/pending", { cursor }),
  );

export const pendingProfessionalsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: adminKeys.pendingProfessionals(),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => getPendingProfessionals(pageParam),
    getNextPageParam: nextCursorOf,
  });

export const usePendingProfessionals = () => useInfiniteQuery(pendingProfessionalsQueryOptions());
