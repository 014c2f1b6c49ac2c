import {
  calendarFeedCreatedSchema,
  calendarFeedStatusSchema,
  calendarFeedTokenParamSchema,
} from "@domain/contracts/calendar-feed";
import { okResponseSchema } from "@domain/contracts/common";
import { defineRoute, type RouteDef } from "@server/http/route";
import { calendarFeedStatus, createCalendarFeed, revokeCalendarFeed } from "./calendar-feed";
import { buildCalendarFeed } from "./calendar-feed-ics";

/** The private calendar address of each user (issue 16 item 4, decisions 0205 and 0206). */
export function calendarFeedRoutes(): RouteDef[] {
  return [
    defineRoute({
      method: "GET",
      url: "/api/user/calendar-feed",
      access: ["client", "professional"],
      tag: "profile",
      summary:
        "Whether the user has a private calendar address and since when (the address is shown only when created).",
      response: calendarFeedStatusSchema,
      handler: ({ db, user }) => calendarFeedStatus(db, user),
    }),
    defineRoute({
      method: "POST",
      url: "/api/user/calendar-feed",
      access: ["client", "professional"],
      tag: "profile",
      summary:
        "Creates the private calendar address, or replaces it (the old one answers 404 at once); answers its path, shown this once.",
      response: calendarFeedCreatedSchema,
      handler: ({ db, user, now }) => createCalendarFeed(db, user, now),
    }),
    defineRoute({
      method: "DELETE",
      url: "/api/user/calendar-feed",
      access: ["client", "professional"],
      tag: "profile",
      summary: "Revokes the private calendar address: it answers 404 from now on.",
      response: okResponseSchema,
      handler: ({ db, user }) => revokeCalendarFeed(db, user),
    }),
    defineRoute({
      method: "GET",
      url: "/api/calendar/:token.ics",
      access: "public",
      tag: "profile",
      summary:
        "The .ics of a private calendar address: approved and confirmed sessions from 60 days ago on, without health details. 404 for an unknown, revoked or malformed token.",
      produces: "text/calendar",
      params: calendarFeedTokenParamSchema,
      handler: async ({ db, params, now, req, reply }) => {
        const body = await buildCalendarFeed(
          db,
          params.token,
          now,
          `${req.protocol}://${req.host}`,
        );
        return reply
          .header("cache-control", "private, no-store")
          .header("x-robots-tag", "noindex")
          .type("text/calendar; charset=utf-8")
          .send(body);
      },
    }),
  ];
}
