import type { LiveEvent } from "@domain/contracts/messages";
import { useQueryClient } from "@tanstack/react-query";
import { messagesKeys } from "@web/lib/query-keys";
import { useEffect, useState } from "react";

/**
 * The socket's event, checked by hand: this hook runs on every signed-in screen, which must not
 * load zod (decision 0132); the shape is `liveEventSchema` of the contract.
 */
function liveEventOf(data: unknown): LiveEvent | null {
  if (typeof data !== "object" || data === null) return null;
  const { type, conversationId } = data as Record<string, unknown>;
  return type === "message" && typeof conversationId === "string" ? { type, conversationId } : null;
}

/** Waits between reconnections: 1 s, doubling, at most 30 s. */
const backoff = (attempt: number) => Math.min(30_000, 1_000 * 2 ** attempt);

/**
 * The live channel (issue 34, decision 0406): a WebSocket to /api/live that says a message
 * arrived in one of the person's conversations; the list, the unread count and that
 * conversation are read again. Reconnects with backoff; answers whether it is connected, so the
 * unread count polls while it is not.
 */
export function useLiveEvents(onEvent?: (event: LiveEvent) => void): boolean {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    if (typeof WebSocket === "undefined") return;
    let socket: WebSocket | null = null;
    let attempt = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const open = () => {
      const scheme = location.protocol === "https:" ? "wss" : "ws";
      socket = new WebSocket(`${scheme}://${location.host}/api/live`);
      socket.onopen = () => {
        // Back after a drop: what arrived meanwhile was not announced.
        if (attempt > 0) void queryClient.invalidateQueries({ queryKey: messagesKeys.all() });
        attempt = 0;
        setConnected(true);
      };
      socket.onmessage = (message) => {
        let data: unknown;
        try {
          data = JSON.parse(String(message.data));
        } catch {
          return;
        }
        const event = liveEventOf(data);
        if (!event) return;
        void queryClient.invalidateQueries({ queryKey: messagesKeys.list() });
        void queryClient.invalidateQueries({ queryKey: messagesKeys.unread() });
        void queryClient.invalidateQueries({
          queryKey: messagesKeys.thread(event.conversationId),
        });
        onEvent?.(event);
      };
      socket.onclose = () => {
        setConnected(false);
        if (stopped) return;
        retry = setTimeout(open, backoff(attempt++));
      };
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      socket?.close();
    };
  }, [queryClient, onEvent]);
  return connected;
}
