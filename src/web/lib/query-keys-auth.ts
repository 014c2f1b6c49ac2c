/**
 * The signed-in user's keys, apart from the other areas' (query-keys.ts re-exports them): the
 * first download reads the user, and carries only these (decision 0130).
 */
export const authKeys = {
  user: () => ["auth", "user"] as const,
  demoAccounts: () => ["auth", "demo-accounts"] as const,
};
