import type { AuditLogPage } from "@domain/contracts/admin";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { adminKeys } from "@web/lib/query-keys";
import type { AuditFilters } from "../lib/audit-filters";
import { nextCursorOf, pageUrl } from "../lib/page-url";

/** GET /api/admin/audit: the platform's admin actions, newest first, with the filters given. */
export const getAuditLog = (filters: AuditFilters, cursor?: string) =>
  apiRequest<AuditLogPage>("GET", pageUrl("/api/admin/audit", { ...filters, cursor }));

export const auditLogQueryOptions = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: adminKeys.auditLog(filters),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => getAuditLog(filters, pageParam),
    getNextPageParam: nextCursorOf,
  });

export const useAuditLog = (filters: AuditFilters) =>
  useInfiniteQuery(auditLogQueryOptions(filters));
