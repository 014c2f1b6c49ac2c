/** The bell's accessible name: the count is heard, not only seen. */
export const bellLabel = (unread: number): string =>
  unread === 0
    ? "Notificações"
    : `Notificações (${unread} ${unread === 1 ? "não lida" : "não lidas"})`;

/** What the badge shows: hidden at 0, "9+" above 9. */
export const badgeText = (unread: number): string | null =>
  unread === 0 ? null : unread > 9 ? "9+" : String(unread);
