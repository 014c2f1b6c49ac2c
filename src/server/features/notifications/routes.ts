import { idParamSchema, okResponseSchema } from "@domain/contracts/common";
import {
  notificationsPageSchema,
  notificationsQuerySchema,
  unreadCountSchema,
} from "@domain/contracts/notifications";
import { defineRoute, type RouteDef } from "@server/http/route";
import { countUnread } from "./count-unread";
import { listNotifications } from "./list-notifications";
import { markAllNotificationsRead, markNotificationRead } from "./mark-read";

const EVERY_ROLE = ["client", "professional", "admin"] as const;

/** The in-app notification centre of every role (issue 16 item 1, decision 0220). */
export function notificationsRoutes(): RouteDef[] {
  return [
    defineRoute({
      method: "GET",
      url: "/api/notifications",
      access: EVERY_ROLE,
      tag: "notifications",
      summary:
        "The caller's own notifications, newest first, 20 a page (`before` = the previous page's nextCursor): id, kind, title, link, createdAt, read.",
      query: notificationsQuerySchema,
      response: notificationsPageSchema,
      handler: ({ db, user, query }) => listNotifications(db, user, query),
    }),
    defineRoute({
      method: "GET",
      url: "/api/notifications/unread-count",
      access: EVERY_ROLE,
      tag: "notifications",
      summary: "How many of the caller's notifications are unread (the bell's number).",
      response: unreadCountSchema,
      handler: ({ db, user }) => countUnread(db, user),
    }),
    defineRoute({
      method: "POST",
      url: "/api/notifications/read-all",
      access: EVERY_ROLE,
      tag: "notifications",
      summary: "Marks every unread notification of the caller as read ('Marcar todas como lidas').",
      response: okResponseSchema,
      handler: ({ db, user, now }) => markAllNotificationsRead(db, user, now),
    }),
    defineRoute({
      method: "POST",
      url: "/api/notifications/:id/read",
      access: EVERY_ROLE,
      tag: "notifications",
      summary:
        "Marks one of the caller's notifications as read (when it is opened); 404 for an unknown id or another user's.",
      params: idParamSchema,
      response: okResponseSchema,
      handler: ({ db, user, params, now }) => markNotificationRead(db, user, params.id, now),
    }),
  ];
}
