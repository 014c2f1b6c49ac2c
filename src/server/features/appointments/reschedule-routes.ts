import { appointmentSchema } from "@domain/contracts/appointments";
import { idParamSchema } from "@domain/contracts/common";
import {
  answerRescheduleRequestSchema,
  proposeRescheduleRequestSchema,
  rescheduleParamsSchema,
} from "@domain/contracts/reschedule";
import { defineRoute, type RouteDef } from "@server/http/route";
import { answerReschedule } from "./answer-reschedule";
import { proposeReschedule } from "./propose-reschedule";

/** Issue 17 item 2: proposing a new time for an approved session, and answering it. */
export function rescheduleRoutes(): RouteDef[] {
  return [
    defineRoute({
      method: "POST",
      url: "/api/appointments/:id/reschedule",
      access: ["client", "professional"],
      tag: "appointments",
      summary:
        "Either side of an approved session that has not started proposes an open slot (201); the session stays until the other side accepts; a new proposal supersedes a pending one.",
      params: idParamSchema,
      body: proposeRescheduleRequestSchema,
      response: appointmentSchema,
      handler: async ({ db, user, params, body, reply, now }) => {
        const appointment = await proposeReschedule(db, user, params.id, body, now);
        reply.status(201);
        return appointment;
      },
    }),
    defineRoute({
      method: "PUT",
      url: "/api/appointments/:id/reschedule/:proposalId",
      access: ["client", "professional"],
      tag: "appointments",
      summary:
        "The other side accepts (the session moves, or 409 and nothing changes) or declines a pending proposal; the proposer may withdraw it.",
      params: rescheduleParamsSchema,
      body: answerRescheduleRequestSchema,
      response: appointmentSchema,
      handler: ({ db, user, params, body, now }) =>
        answerReschedule(db, user, params.id, params.proposalId, body.status, now),
    }),
  ];
}
