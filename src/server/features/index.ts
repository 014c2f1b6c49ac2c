import type { SessionStore } from "../auth/sessions";
import type { RouteDef } from "../http/route";
import { authRoutes } from "./auth/routes";
import { geoRoutes } from "./geo/routes";
import { imageRoutes } from "./profile/image-routes";

export interface FeatureDeps {
  demoMode: boolean;
  sessions: SessionStore;
  secureCookies: boolean;
}

/** Every API route of every feature area. Add an area's routes here. */
export function featureRoutes(deps: FeatureDeps): RouteDef[] {
  return [...authRoutes(deps.sessions, deps.secureCookies), ...imageRoutes(), ...geoRoutes()];
}
