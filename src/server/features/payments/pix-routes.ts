import { idParamSchema } from "@domain/contracts/common";
import {
  appointmentPixSchema,
  pixSettingsRequestSchema,
  pixSettingsResponseSchema,
} from "@domain/contracts/pix";
import { defineRoute, type RouteDef } from "@server/http/route";
import { appointmentPix } from "./appointment-pix";
import { readPixSettings, updatePixSettings } from "./pix-settings";

/** Issue 33, items 1 and 2 (decision 0399): the professional's Pix key and a session's Pix code. */
export function pixRoutes(): RouteDef[] {
  return [
    defineRoute({
      method: "GET",
      url: "/api/agenda/pix",
      access: ["professional"],
      tag: "payments",
      summary:
        "The caller's Pix key (canonical form), with the name and city the BR Code carries; null when none.",
      response: pixSettingsResponseSchema,
      handler: ({ db, user }) => readPixSettings(db, user),
    }),
    defineRoute({
      method: "PUT",
      url: "/api/agenda/pix",
      access: ["professional"],
      tag: "payments",
      summary:
        "Replaces the caller's Pix key ({ keyType, key, name, city }; the key checked by its type and stored canonical, name ≤ 25 and city ≤ 15 without accents) or removes it (null).",
      body: pixSettingsRequestSchema,
      response: pixSettingsResponseSchema,
      handler: ({ db, user, body }) => updatePixSettings(db, user, body),
    }),
    defineRoute({
      method: "GET",
      url: "/api/appointments/:id/pix",
      access: ["client"],
      tag: "payments",
      summary:
        "The client's approved or confirmed session as a static Pix BR Code (payload and QR image as SVG), paid straight to the professional; 409 without a key or price, 404 for another's session.",
      params: idParamSchema,
      response: appointmentPixSchema,
      handler: ({ db, user, params }) => appointmentPix(db, user, params.id),
    }),
  ];
}
