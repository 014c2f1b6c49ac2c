import type { RouteDef } from "../../http/route";

/** The appointments area's API routes. */
export function appointmentsRoutes(): RouteDef[] {
  return [];
}
