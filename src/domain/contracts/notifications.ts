import { MARK_READ_FAILED } from "../notifications";
import { ADMIN_MESSAGES } from "./admin";
import { z } from "./z";

/**
 * The in-app notification centre (issue 16 item 1, decision 0220): the caller's own
 * notifications, newest first, a page at a time; the unread count of the bell; marking read.
 */
export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATIONS_MAX_PAGE_SIZE = 50;

export const NOTIFICATION_MESSAGES = {
  notFound: "Notificação não encontrada.",
  invalidPage: ADMIN_MESSAGES.invalidPage,
  /** Toasts of the web app when marking read fails. */
  markReadFailed: MARK_READ_FAILED,
} as const;

const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

/** GET /api/notifications: `before` is the previous page's `nextCursor`, opaque to the caller. */
export const notificationsQuerySchema = z.object({
  before: z.preprocess(
    blankToUndefined,
    z.string().max(200, NOTIFICATION_MESSAGES.invalidPage).optional(),
  ),
  limit: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ message: NOTIFICATION_MESSAGES.invalidPage })
      .int(NOTIFICATION_MESSAGES.invalidPage)
      .min(1, NOTIFICATION_MESSAGES.invalidPage)
      .max(NOTIFICATIONS_MAX_PAGE_SIZE, NOTIFICATION_MESSAGES.invalidPage)
      .default(NOTIFICATIONS_PAGE_SIZE),
  ),
});
export type NotificationsQuery = z.output<typeof notificationsQuerySchema>;

/** One entry: what happened (the template's title, never a health detail) and where to look. */
export const notificationSchema = z.object({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  /**
   * Who and when, "Ana cancelou a sessão de 27/11/2026 às 14:00." (decision 0383): the other
   * person's first name and the session's local date and time, never a health detail; null on
   * notifications older than it.
   */
  detail: z.string().nullable(),
  /** A path in the app, such as /professional/agenda. */
  link: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type NotificationItem = z.output<typeof notificationSchema>;

export const notificationsPageSchema = z.object({
  items: z.array(notificationSchema),
  nextCursor: z.string().nullable(),
});
export type NotificationsPage = z.output<typeof notificationsPageSchema>;

/** GET /api/notifications/unread-count. */
export const unreadCountSchema = z.object({ count: z.number().int().min(0) });
export type UnreadCount = z.output<typeof unreadCountSchema>;
