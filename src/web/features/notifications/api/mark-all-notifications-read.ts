import { apiRequest } from "@web/lib/api";
import { useMarkRead } from "../lib/use-mark-read";

/** POST /api/notifications/read-all: 'Marcar todas como lidas'. */
export const markAllNotificationsRead = () =>
  apiRequest<{ ok: true }>("POST", "/api/notifications/read-all");

export const useMarkAllNotificationsRead = () => useMarkRead(markAllNotificationsRead);
