import { apiRequest } from "@web/lib/api";
import { useMarkRead } from "../lib/use-mark-read";

/** POST /api/notifications/:id/read: sent when the person opens the entry. */
export const markNotificationRead = (id: string) =>
  apiRequest<{ ok: true }>("POST", `/api/notifications/${encodeURIComponent(id)}/read`);

export const useMarkNotificationRead = () => useMarkRead(markNotificationRead);
