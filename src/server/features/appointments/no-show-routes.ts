import { appointmentSchema } from "@domain/contracts/appointments";
import { idParamSchema } from "@domain/contracts/common";
import { contestNoShowRequestSchema } from "@domain/contracts/no-show";
import { defineRoute, type RouteDef } from "@server/http/route";
import { contestNoShow } from "./contest-no-show";
import { markNoShow } from "./mark-no-show";

/** Issue 17 item 4: 'Não compareceu' and its one contest (decisions 0270, 0272). */
export function noShowRoutes(): RouteDef[] {
  return [
    defineRoute({
      method: "POST",
      url: "/api/appointments/:id/no-show",
      access: ["professional"],
      tag: "appointments",
      summary:
        "Marks one of the caller's approved or confirmed sessions 'Não compareceu' once it has ended (409 before the end, when already confirmed by the caller, or when not booked).",
      params: idParamSchema,
      response: appointmentSchema,
      handler: ({ db, user, params, now }) => markNoShow(db, user, params.id, now),
    }),
    defineRoute({
      method: "POST",
      url: "/api/appointments/:id/no-show/contest",
      access: ["client"],
      tag: "appointments",
      summary:
        "Contests, once and with a reason (≤ 500 characters), a 'Não compareceu' on one of the caller's sessions; a second contest is 409.",
      params: idParamSchema,
      body: contestNoShowRequestSchema,
      response: appointmentSchema,
      handler: ({ db, user, params, body, now }) =>
        contestNoShow(db, user, params.id, body.reason, now),
    }),
  ];
}
