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

/**
 * One channel per tab, for posting and listening alike: a channel never receives its own
 * messages, so the tab that marked read does not refetch twice.
 */
let tabChannel: BroadcastChannel | null | undefined;
function channel(): BroadcastChannel | null {
  if (tabChannel === undefined) {
    tabChannel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(CHANNEL);
  }
  return tabChannel;
}

/** Called by this tab after the server accepted a read. */
export function announceRead(): void {
  channel()?.postMessage(READ);
}

/** Mounted once per tab (by the bell): another tab's read refreshes this tab's count and list. */
export function useNotificationsChannel(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const tab = channel();
    if (!tab) return;
    const onMessage = (event: MessageEvent) => {
      if (event.data === READ) {
        void queryClient.invalidateQueries({ queryKey: notificationsKeys.all() });
      }
    };
    tab.addEventListener("message", onMessage);
    return () => tab.removeEventListener("message", onMessage);
  }, [queryClient]);
}
