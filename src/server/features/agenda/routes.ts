import type { RouteDef } from "../../http/route";

/** The agenda area's API routes. */
export function agendaRoutes(): RouteDef[] {
  return [];
}
