import {
  agendaAppointmentsQuerySchema,
  agendaAppointmentsResponseSchema,
  agendaSettingsResponseSchema,
  answerRequestBodySchema,
  availabilityItemSchema,
  availabilityListResponseSchema,
  blockedGroupListResponseSchema,
  blockedGroupSchema,
  blockedRangeQuerySchema,
  blockedSlotListResponseSchema,
  blockedSlotSchema,
  blockRangeRequestSchema,
  blockSlotRequestSchema,
  copyAvailabilityRequestSchema,
  createAvailabilityRequestSchema,
  groupIdParamSchema,
  updateAgendaSettingsRequestSchema,
} from "@domain/contracts/agenda";
import { appointmentSchema } from "@domain/contracts/appointments";
import { idParamSchema, okResponseSchema, userIdParamSchema } from "@domain/contracts/common";
import { answerSeriesBodySchema, seriesSchema } from "@domain/contracts/series";
import { updateAppointmentStatus } from "@server/features/appointments/update-appointment-status";
import { findVisibleProfessional } from "@server/features/professionals/visibility";
import { defineRoute, type RouteDef } from "@server/http/route";
import { loadAgendaSettings, loadAvailability } from "@server/shared/agenda-reads";
import { answerRequest } from "./answer-request";
import { answerSeries } from "./answer-series";
import { blockRange } from "./block-range";
import { blockSlot } from "./block-slot";
import { listBlockedGroups, unblockGroup } from "./blocked-groups";
import { copyAvailability } from "./copy-availability";
import { createAvailability } from "./create-availability";
import { deleteAvailability } from "./delete-availability";
import { listAgendaAppointments } from "./list-agenda-appointments";
import { listPendingRequests } from "./list-pending-requests";
import { onlineSettingsRoutes } from "./online-settings-routes";
import { readBlockedRange } from "./read-blocked-range";
import { readSeries } from "./read-series";
import { unblockSlot } from "./unblock-slot";
import { updateAgendaSettings } from "./update-agenda-settings";

const OWN = ["professional"] as const;

/** The agenda area's API routes. */
export function agendaRoutes(): RouteDef[] {
  return [
    defineRoute({
      method: "GET",
      url: "/api/agenda/availability/:id",
      access: ["client", "professional", "admin"],
      tag: "agenda",
      summary: "A professional's weekly availability windows (HH:mm, day 0 = Sunday).",
      params: idParamSchema,
      response: availabilityListResponseSchema,
      handler: async ({ db, user, params }) => {
        await findVisibleProfessional(db, user, params.id);
        return loadAvailability(db, params.id);
      },
    }),
    defineRoute({
      method: "GET",
      url: "/api/agenda/settings/:userId",
      access: ["client", "professional", "admin"],
      tag: "agenda",
      summary:
        "A professional's service duration, time zone and cancellation notice (defaults 60, America/Sao_Paulo, 24 h).",
      params: userIdParamSchema,
      response: agendaSettingsResponseSchema,
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
      query: blockedRangeQuerySchema,
      response: blockedSlotListResponseSchema,
      handler: ({ db, user, query }) => readBlockedRange(db, user, query),
    }),
    defineRoute({
      method: "POST",
      url: "/api/agenda/availability",
      access: OWN,
      tag: "agenda",
      summary:
        "Adds one more window for a weekday (201); a window overlapping another of the same day is 400.",
      body: createAvailabilityRequestSchema,
      response: availabilityItemSchema,
      handler: async ({ db, user, body, reply, now }) => {
        const created = await createAvailability(db, user, body, now);
        reply.status(201);
        return created;
      },
    }),
    defineRoute({
      method: "POST",
      url: "/api/agenda/availability/copy",
      access: OWN,
      tag: "agenda",
      summary:
        "Replaces the windows of toDays with copies of fromDay's, in one transaction; answers the whole week.",
      body: copyAvailabilityRequestSchema,
      response: availabilityListResponseSchema,
      handler: ({ db, user, body, now }) => copyAvailability(db, user, body, now),
    }),
    defineRoute({
      method: "DELETE",
      url: "/api/agenda/availability/:id",
      access: OWN,
      tag: "agenda",
      summary: "Deletes one of the caller's weekly windows; appointments stay as they are.",
      params: idParamSchema,
      response: okResponseSchema,
      handler: ({ db, user, params, now }) => deleteAvailability(db, user, params.id, now),
    }),
    defineRoute({
      method: "POST",
      url: "/api/agenda/settings",
      access: OWN,
      tag: "agenda",
      summary:
        "Sets the caller's service duration (30, 50 or 60 minutes), cancellation notice (0, 12, 24 or 48 hours) and/or booking policy (≤ 500 characters, publicity rules; null clears it); a setting not sent stays.",
      body: updateAgendaSettingsRequestSchema,
      response: agendaSettingsResponseSchema,
      handler: ({ db, user, body, now }) => updateAgendaSettings(db, user, body, now),
    }),
    defineRoute({
      method: "GET",
      url: "/api/agenda/appointments/pending",
      access: OWN,
      tag: "agenda",
      summary:
        "The caller's requests still pending (unanswered ones expired first), soonest first.",
      response: agendaAppointmentsResponseSchema,
      handler: ({ db, user, now }) => listPendingRequests(db, user, now),
    }),
    defineRoute({
      method: "GET",
      url: "/api/agenda/appointments",
      access: OWN,
      tag: "agenda",
      summary: "The caller's appointments of every status between two dates (at most 62 days).",
      query: agendaAppointmentsQuerySchema,
      response: agendaAppointmentsResponseSchema,
      handler: ({ db, user, query, now }) => listAgendaAppointments(db, user, query, now),
    }),
    defineRoute({
      method: "PUT",
      url: "/api/agenda/appointments/:id/status",
      access: OWN,
      tag: "agenda",
      summary:
        "Approves or rejects one of the caller's pending requests; 409 once it is no longer pending. `cancelled` cancels a request or an approved session before it starts (optional `reason`, `scope` this | following).",
      params: idParamSchema,
      body: answerRequestBodySchema,
      response: appointmentSchema,
      handler: ({ db, user, params, body, now }) =>
        body.status === "cancelled"
          ? updateAppointmentStatus(db, user, params.id, "cancelled", now, body)
          : answerRequest(db, user, params.id, body, now),
    }),
    defineRoute({
      method: "GET",
      url: "/api/agenda/series/:id",
      access: OWN,
      tag: "agenda",
      summary:
        "One of the caller's recurring series: its client and dates, each pending one with what now conflicts (a block, or outside the agenda).",
      params: idParamSchema,
      response: seriesSchema,
      handler: ({ db, user, params, now }) => readSeries(db, user, params.id, now),
    }),
    defineRoute({
      method: "PUT",
      url: "/api/agenda/series/:id/status",
      access: OWN,
      tag: "agenda",
      summary:
        "Approves (skipping some dates) or rejects every pending date of one of the caller's series at once; 409 when none is pending or an approved date is blocked.",
      params: idParamSchema,
      body: answerSeriesBodySchema,
      response: seriesSchema,
      handler: ({ db, user, params, body, now }) => answerSeries(db, user, params.id, body, now),
    }),
    defineRoute({
      method: "POST",
      url: "/api/agenda/blocked",
      access: OWN,
      tag: "agenda",
      summary:
        "Blocks a future range in the caller's working hours (201); 409 over another block or a live appointment.",
      body: blockSlotRequestSchema,
      response: blockedSlotSchema,
      handler: async ({ db, user, body, reply, now }) => {
        const created = await blockSlot(db, user, body, now);
        reply.status(201);
        return created;
      },
    }),
    defineRoute({
      method: "DELETE",
      url: "/api/agenda/blocked/:id",
      access: OWN,
      tag: "agenda",
      summary: "Removes one of the caller's future blocked ranges.",
      params: idParamSchema,
      response: okResponseSchema,
      handler: ({ db, user, params, now }) => unblockSlot(db, user, params.id, now),
    }),
    defineRoute({
      method: "POST",
      url: "/api/agenda/blocked/range",
      access: OWN,
      tag: "agenda",
      summary:
        "Blocks whole days from startDate to endDate as one group (201); 409 naming the dates of live appointments inside.",
      body: blockRangeRequestSchema,
      response: blockedGroupSchema,
      handler: async ({ db, user, body, reply, now }) => {
        const created = await blockRange(db, user, body, now);
        reply.status(201);
        return created;
      },
    }),
    defineRoute({
      method: "GET",
      url: "/api/agenda/blocked/groups",
      access: OWN,
      tag: "agenda",
      summary: "The caller's blocked days and periods (groups) from today on, soonest first.",
      response: blockedGroupListResponseSchema,
      handler: ({ db, user, now }) => listBlockedGroups(db, user, now),
    }),
    defineRoute({
      method: "DELETE",
      url: "/api/agenda/blocked/groups/:groupId",
      access: OWN,
      tag: "agenda",
      summary: "Unblocks a whole group (day off, holiday, vacation) from today on.",
      params: groupIdParamSchema,
      response: okResponseSchema,
      handler: ({ db, user, params, now }) => unblockGroup(db, user, params.groupId, now),
    }),
    ...onlineSettingsRoutes(),
  ];
}
