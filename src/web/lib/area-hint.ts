import { ROLES, type Role } from "@domain/constants";

/**
 * Which role's area this browser opened last, so the next visit can start loading that area's
 * code and first reads while GET /api/auth/user is still on its way (decision 0360). A cookie,
 * not localStorage: it says only "client", "professional" or "admin", never who; readable by
 * the page (the session cookie is not) and lasting as long as a session can (30 days).
 */
const NAME = "acolher_area";
const MAX_AGE_S = 30 * 24 * 60 * 60;

export function readAreaHint(cookies = document.cookie): Role | null {
  const value = cookies.match(/(?:^|;\s*)acolher_area=([a-z]+)/)?.[1];
  return ROLES.find((role) => role === value) ?? null;
}

/** Kept in step with the signed-in user: the role, or nothing once signed out. */
export function rememberArea(role: Role | null) {
  if (readAreaHint() === role) return;
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older phones' browsers
  document.cookie = role
    ? `${NAME}=${role}; Path=/; Max-Age=${MAX_AGE_S}; SameSite=Lax${secure}`
    : `${NAME}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}
