import type { AdminUserDetail } from "@domain/contracts/admin";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { adminKeys } from "@web/lib/query-keys";

/** GET /api/admin/users/{id}: the account, its professional profile and the admins' history. */
export const getUserDetail = (id: string) =>
  apiRequest<AdminUserDetail>("GET", `/api/admin/users/${encodeURIComponent(id)}`);

export const userDetailQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminKeys.user(id), queryFn: () => getUserDetail(id) });

export const useUserDetail = (id: string) => useQuery(userDetailQueryOptions(id));
