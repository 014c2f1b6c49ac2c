import type { RouteDef } from "../../http/route";

/** The reviews area's API routes. */
export function reviewsRoutes(): RouteDef[] {
  return [];
}
