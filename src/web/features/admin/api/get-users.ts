import type { AdminUsersPage } from "@domain/contracts/admin";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { adminKeys } from "@web/lib/query-keys";
import { nextCursorOf, pageUrl } from "../lib/page-url";

/** GET /api/admin/users?search=: accounts matching a name, e-mail or id, newest first. */
export const getUsers = (search: string, cursor?: string) =>
  apiRequest<AdminUsersPage>("GET", pageUrl("/api/admin/users", { search, cursor }));

export const usersQueryOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: adminKeys.userList(search),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => getUsers(search, pageParam),
    getNextPageParam: nextCursorOf,
  });

export const useUsers = (search: string) => useInfiniteQuery(usersQueryOptions(search));
