import type { DemoAccount } from "@domain/contracts/auth";
import { useQuery } from "@tanstack/react-query";

export const DEMO_ACCOUNTS_KEY = ["/api/auth/demo-accounts"] as const;

/** The demo logins; an empty list unless the server runs in demo mode. */
export function useDemoAccounts() {
  return useQuery<DemoAccount[]>({ queryKey: DEMO_ACCOUNTS_KEY });
}
