import {
  agendaSettingsResponse,
  availabilityListResponse,
  blockedRangeQuery,
  blockedSlotListResponse,
} from "../../../domain/contracts/agenda";
import { userIdParam } from "../../../domain/contracts/common";
import { defineRoute, type RouteDef } from "../../http/route";
import { findVisibleProfessional } from "../professionals/visibility";
import { loadAgendaSettings, loadAvailability } from "./agenda-data";
import { readBlockedRange } from "./read-blocked-range";

/** The agenda area's API routes. */
export function agendaRoutes(): RouteDef[] {
  return [
    defineRoute({
      method: "GET",
      url: "/api/agenda/availability/:userId",
      access: ["client", "professional", "admin"],
      tag: "agenda",
      summary: "A professional's weekly availability windows (HH:mm, day 0 = Sunday).",
      params: userIdParam,
      response: availabilityListResponse,
      handler: async ({ db, user, params }) => {
        await findVisibleProfessional(db, user, params.userId);
        return loadAvailability(db, params.userId);
      },
    }),
    defineRoute({
      method: "GET",
      url: "/api/agenda/settings/:userId",
      access: ["client", "professional", "admin"],
      tag: "agenda",
      summary: "A professional's service duration and time zone (defaults 60, America/Sao_Paulo).",
      params: userIdParam,
      response: agendaSettingsResponse,
      handler: async ({ db, user, params }) => {
        await findVisibleProfessional(db, user, params.userId);
        return loadAgendaSettings(db, params.userId);
      },
    }),
    defineRoute({
      method: "GET",
      url: "/api/agenda/blocked/range",
      access: ["client", "professional"],
      tag: "agenda",
      summary:
        "Blocked slots between two dates (at most 62 days): the caller's own, or a professional's (professionalId) without the reason.",
      query: blockedRangeQuery,
      response: blockedSlotListResponse,
      handler: ({ db, user, query }) => readBlockedRange(db, user, query),
    }),
  ];
}
