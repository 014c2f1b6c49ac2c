import type { RouteDef } from "../../http/route";

/** The confirmations area's API routes. */
export function confirmationsRoutes(): RouteDef[] {
  return [];
}
