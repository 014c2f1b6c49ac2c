import { idParamSchema } from "@domain/contracts/common";
import {
  serviceConfirmationListSchema,
  serviceConfirmationSchema,
} from "@domain/contracts/confirmations";
import { defineRoute, type RouteDef } from "@server/http/route";
import { confirmService } from "./confirm-service";
import { listConfirmations } from "./find-confirmations";

/** The confirmations area's API routes. */
export function confirmationsRoutes(): RouteDef[] {
  return [
    defineRoute({
      method: "GET",
      url: "/api/service-confirmations",
      access: ["client", "professional"],
      tag: "confirmations",
      summary:
        "The caller's service confirmations (their side by role), newest first. Creates the ones due for ended appointments.",
      response: serviceConfirmationListSchema,
      handler: ({ db, user, now }) => listConfirmations(db, user, now),
    }),
    defineRoute({
      method: "PATCH",
      url: "/api/service-confirmations/:id/confirm",
      access: ["client", "professional"],
      tag: "confirmations",
      summary: "Records that the caller's side confirms the service took place (idempotent).",
      params: idParamSchema,
      response: serviceConfirmationSchema,
      handler: ({ db, user, params, now }) => confirmService(db, user, params.id, now),
    }),
  ];
}
