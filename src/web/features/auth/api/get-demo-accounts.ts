import type { DemoAccount } from "@domain/contracts/auth";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { authKeys } from "@web/lib/query-keys";

/** GET /api/auth/demo-accounts: the demo logins; empty unless the server runs in demo mode. */
export const getDemoAccounts = () => apiRequest<DemoAccount[]>("GET", "/api/auth/demo-accounts");

export const demoAccountsQueryOptions = () =>
  queryOptions({ queryKey: authKeys.demoAccounts(), queryFn: getDemoAccounts });

export const useDemoAccounts = () => useQuery(demoAccountsQueryOptions());
