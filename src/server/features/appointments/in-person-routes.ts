import { appointmentSchema } from "@domain/contracts/appointments";
import { idParamSchema } from "@domain/contracts/common";
import { inPersonAnswerRequestSchema } from "@domain/contracts/rooms";
import { defineRoute, type RouteDef } from "@server/http/route";
import { answerInPerson, requestInPerson } from "./in-person";

/** Issue 32, item 4: 'Prefiro atendimento presencial' and the professional's answer (decision 0396). */
export function inPersonRoutes(): RouteDef[] {
  return [
    defineRoute({
      method: "POST",
      url: "/api/appointments/:id/in-person",
      access: ["client"],
      tag: "appointments",
      summary:
        "The client asks for one of their online sessions still to come (pending, approved or confirmed) to be in person (Lei 14.510/2022); 409 when already asked, not online, closed or started, or when the professional has no office.",
      params: idParamSchema,
      response: appointmentSchema,
      handler: ({ db, user, params, now }) => requestInPerson(db, user, params.id, now),
    }),
    defineRoute({
      method: "POST",
      url: "/api/appointments/:id/in-person/answer",
      access: ["professional"],
      tag: "appointments",
      summary:
        "The session's professional answers the client's in-person request: accept (the session becomes 'presencial' and loses its room) or keep it online; the client is told; 409 when there is no request.",
      params: idParamSchema,
      body: inPersonAnswerRequestSchema,
      response: appointmentSchema,
      handler: ({ db, user, params, body, now }) =>
        answerInPerson(db, user, params.id, body.accept, now),
    }),
  ];
}
