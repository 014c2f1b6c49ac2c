import { SELF_SERVICE_ROLES, type SelfServiceRole } from "@domain/constants";

/** The account type chosen on /register, kept until the first sign-in (SPEC §4). */
export const PENDING_ROLE_KEY = "acolher.pendingRole";

const isSelfServiceRole = (value: unknown): value is SelfServiceRole =>
  (SELF_SERVICE_ROLES as readonly unknown[]).includes(value);

export function storePendingRole(role: SelfServiceRole): void {
  try {
    localStorage.setItem(PENDING_ROLE_KEY, role);
  } catch {
    // storage unavailable: the user picks the type again on /register after signing in
  }
}

/** The stored choice, or null; only client and professional are accepted (SPEC §5). */
export function readPendingRole(): SelfServiceRole | null {
  try {
    const value = localStorage.getItem(PENDING_ROLE_KEY);
    return isSelfServiceRole(value) ? value : null;
  } catch {
    return null;
  }
}

export function clearPendingRole(): void {
  try {
    localStorage.removeItem(PENDING_ROLE_KEY);
  } catch {
    // nothing stored when storage is unavailable
  }
}
