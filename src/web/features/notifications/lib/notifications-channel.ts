import { useQueryClient } from "@tanstack/react-query";
import { notificationsKeys } from "@web/lib/query-keys";
import { useEffect } from "react";

/**
 * Tabs of the same browser tell each other at once when one marks something read
 * (decision 0221); other devices catch up on focus and every minute. Browsers without
 * BroadcastChannel simply rely on those.
 */
const CHANNEL = "acolher:notificacoes";
const READ = "read";

const openChannel = () =>
  typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(CHANNEL);

/** Called by this tab after the server accepted a read. */
export function announceRead(): void {
  const channel = openChannel();
  channel?.postMessage(READ);
  channel?.close();
}

/** Mounted once per tab (by the bell): another tab's read refreshes this tab's count and list. */
export function useNotificationsChannel(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const channel = openChannel();
    if (!channel) return;
    channel.onmessage = (event: MessageEvent) => {
      if (event.data === READ) {
        void queryClient.invalidateQueries({ queryKey: notificationsKeys.all() });
      }
    };
    return () => channel.close();
  }, [queryClient]);
}
