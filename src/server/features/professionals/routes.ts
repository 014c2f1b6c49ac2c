import type { RouteDef } from "../../http/route";

/** The professionals area's API routes. */
export function professionalsRoutes(): RouteDef[] {
  return [];
}
