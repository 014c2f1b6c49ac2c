import {
  appointmentSchema,
  clientAppointmentsResponseSchema,
  createAppointmentRequestSchema,
  createAppointmentResponseSchema,
  professionalWeekQuerySchema,
  professionalWeekResponseSchema,
  updateAppointmentStatusRequestSchema,
} from "@domain/contracts/appointments";
import { idParamSchema } from "@domain/contracts/common";
import {
  professionalAppointmentsQuerySchema,
  professionalAppointmentsResponseSchema,
  professionalDashboardResponseSchema,
} from "@domain/contracts/professional-appointments";
import { defineRoute, type RouteDef } from "@server/http/route";
import { bookAppointment } from "./book-appointment";
import { bookSeries } from "./book-series";
import { inPersonRoutes } from "./in-person-routes";
import { listClientAppointments } from "./list-client-appointments";
import { listProfessionalAppointments } from "./list-professional-appointments";
import { noShowRoutes } from "./no-show-routes";
import { professionalDashboard } from "./professional-dashboard";
import { professionalWeek } from "./professional-week";
import { rescheduleRoutes } from "./reschedule-routes";
import { updateAppointmentStatus } from "./update-appointment-status";
import { withdrawNoteConsent } from "./withdraw-note-consent";

/** The appointments area's API routes (client side and the week view used for booking). */
export function appointmentsRoutes(): RouteDef[] {
  return [
    defineRoute({
      method: "GET",
      url: "/api/appointments/client",
      access: ["client"],
      tag: "appointments",
      summary:
        "The caller's appointments, by date then time (unanswered requests already 'auto_rejected').",
      response: clientAppointmentsResponseSchema,
      handler: ({ db, user, now }) => listClientAppointments(db, user, now),
    }),
    defineRoute({
      method: "GET",
      url: "/api/appointments/professional",
      access: ["professional"],
      tag: "appointments",
      summary:
        "One page (cursor, limit ≤ 100, default 50) of the caller's upcoming requests and sessions, soonest first, or with period=history of the rest, latest first, with the client; counters pending, confirmed, today and total over all of them.",
      query: professionalAppointmentsQuerySchema,
      response: professionalAppointmentsResponseSchema,
      handler: ({ db, user, query, now }) => listProfessionalAppointments(db, user, query, now),
    }),
    defineRoute({
      method: "GET",
      url: "/api/professional/dashboard",
      access: ["professional"],
      tag: "appointments",
      summary:
        "The professional dashboard: next approved or confirmed appointment, today's count, distinct clients, average rating and review count.",
      response: professionalDashboardResponseSchema,
      handler: ({ db, user, now }) => professionalDashboard(db, user, now),
    }),
    defineRoute({
      method: "GET",
      url: "/api/appointments/professional/week",
      access: ["client", "professional"],
      tag: "appointments",
      summary:
        "A professional's appointments in the week from Sunday weekStart: in full for themself, only live times and status for others.",
      query: professionalWeekQuerySchema,
      response: professionalWeekResponseSchema,
      handler: ({ db, user, query, now }) => professionalWeek(db, user, query, now),
    }),
    defineRoute({
      method: "POST",
      url: "/api/appointments",
      access: ["client"],
      tag: "appointments",
      summary:
        "Requests an appointment in an open slot of a verified professional; created pending (201), 409 when the slot is taken, 403 while the client's profile is incomplete. With `recurrence` (weekly or biweekly, 2-12) it requests a series: the first date must be open, later dates that are not are skipped and listed in `skippedDates`.",
      body: createAppointmentRequestSchema,
      response: createAppointmentResponseSchema,
      handler: async ({ db, user, body, reply, now }) => {
        const { recurrence } = body;
        const created = recurrence
          ? await bookSeries(db, user, { ...body, recurrence }, now)
          : await bookAppointment(db, user, body, now);
        reply.status(201);
        return created;
      },
    }),
    defineRoute({
      method: "PUT",
      url: "/api/appointments/:id/status",
      access: ["client", "professional"],
      tag: "appointments",
      summary:
        "Client: cancels their own pending appointment before it starts. Professional: confirms or cancels their own pending one. Either side cancels an approved or confirmed session before it starts (optional `reason` ≤ 500 the other side sees; `scope` this | following for a series; inside the notice it is recorded as late).",
      params: idParamSchema,
      body: updateAppointmentStatusRequestSchema,
      response: appointmentSchema,
      handler: ({ db, user, params, body, now }) =>
        updateAppointmentStatus(db, user, params.id, body.status, now, body),
    }),
    defineRoute({
      method: "POST",
      url: "/api/appointments/:id/note-consent/withdraw",
      access: ["client"],
      tag: "appointments",
      summary:
        "The client withdraws the consent for their booking note (issue 31, item 4): the note is erased and the consent records when it was withdrawn; 409 without a note.",
      params: idParamSchema,
      response: appointmentSchema,
      handler: ({ db, user, params, now }) => withdrawNoteConsent(db, user, params.id, now),
    }),
    ...noShowRoutes(),
    ...inPersonRoutes(),
    ...rescheduleRoutes(),
  ];
}
