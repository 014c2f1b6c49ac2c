import type { AuditAdmin } from "@domain/contracts/admin";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { adminKeys } from "@web/lib/query-keys";

/** GET /api/admin/audit/admins: the admins who recorded an action (the log's filter). */
export const getAuditAdmins = () => apiRequest<AuditAdmin[]>("GET", "/api/admin/audit/admins");

export const auditAdminsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.auditAdmins(), queryFn: getAuditAdmins });

export const useAuditAdmins = () => useQuery(auditAdminsQueryOptions());
