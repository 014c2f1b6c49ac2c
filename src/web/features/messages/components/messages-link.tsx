import { useQueryClient } from "@tanstack/react-query";
import { cn } from "@web/lib/cn";
import { messagesKeys } from "@web/lib/query-keys";
import { MessageCircle } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useLocation } from "wouter";
import { useMessagesUnread } from "../api/get-messages-unread";
import { useLiveEvents } from "../lib/use-live-events";

const POLL_MS = 30_000;

/** "Mensagens, 3 não lidas": the link's name carries the count, the badge shows it. */
export const messagesLabel = (unread: number) =>
  unread === 0 ? "Mensagens" : `Mensagens, ${unread} ${unread === 1 ? "não lida" : "não lidas"}`;

/**
 * The top bar's "Mensagens" (issue 34, decision 0406), beside the bell on every signed-in screen
 * of clients and professionals: the unread count, kept live by the /api/live socket (polled
 * every 30 s while the socket is down).
 */
export function MessagesLink() {
  const live = useLiveEvents();
  const { data } = useMessagesUnread(live ? false : POLL_MS);
  const [location] = useLocation();
  const unread = data?.count ?? 0;
  // Without the socket, a count that grew is the only news: the list and an open thread are read again.
  const queryClient = useQueryClient();
  const seen = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (data === undefined) return;
    if (!live && seen.current !== undefined && data.count > seen.current) {
      void queryClient.invalidateQueries({ queryKey: messagesKeys.list() });
      void queryClient.invalidateQueries({ queryKey: messagesKeys.threads() });
    }
    seen.current = data.count;
  }, [data, live, queryClient]);
  const here = location.startsWith("/mensagens");
  return (
    <Link
      href="/mensagens"
      aria-label={messagesLabel(unread)}
      aria-current={here ? "page" : undefined}
      className={cn(
        "relative inline-flex size-10 items-center justify-center rounded-full text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600",
        here && "bg-teal-50 text-teal-900",
      )}
    >
      <MessageCircle aria-hidden="true" className="size-5" />
      {unread > 0 ? (
        <span
          aria-hidden="true"
          data-testid="messages-badge"
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] font-semibold leading-none text-white ring-2 ring-white"
        >
          {unread > 9 ? "9+" : unread}
        </span>
      ) : null}
    </Link>
  );
}
