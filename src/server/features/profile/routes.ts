import type { SessionStore } from "../../auth/sessions";
import type { RouteDef } from "../../http/route";

/** The profile area's API routes. */
export function profileRoutes(_sessions: SessionStore): RouteDef[] {
  return [];
}
