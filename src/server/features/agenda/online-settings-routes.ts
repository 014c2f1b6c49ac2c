import { onlineSettingsRequestSchema, onlineSettingsSchema } from "@domain/contracts/rooms";
import { defineRoute, type RouteDef } from "@server/http/route";
import { readOnlineSettings, updateOnlineSettings } from "./online-settings";

/** Issue 32, items 3 and 4 (decision 0396): the professional's own video room and consent addition. */
export function onlineSettingsRoutes(): RouteDef[] {
  return [
    defineRoute({
      method: "GET",
      url: "/api/agenda/online",
      access: ["professional"],
      tag: "agenda",
      summary:
        "The caller's online settings: their own video room (https) and their addition to the consent term; null when not set.",
      response: onlineSettingsSchema,
      handler: ({ db, user }) => readOnlineSettings(db, user),
    }),
    defineRoute({
      method: "PUT",
      url: "/api/agenda/online",
      access: ["professional"],
      tag: "agenda",
      summary:
        "Replaces the caller's online settings (empty or null clears one): the video room must be https without user or password (≤ 300 characters), the addition ≤ 2000 characters; a changed addition asks clients to accept the term again.",
      body: onlineSettingsRequestSchema,
      response: onlineSettingsSchema,
      handler: ({ db, user, body }) => updateOnlineSettings(db, user, body),
    }),
  ];
}
