import { cn } from "@web/lib/cn";
import { Bell } from "lucide-react";
import { Link, useLocation } from "wouter";
import { useUnreadCount } from "../api/get-unread-count";
import { badgeText, bellLabel } from "../lib/bell-label";
import { useNotificationsChannel } from "../lib/notifications-channel";

/**
 * The bell of the top bar, on every signed-in screen: a link to /notificacoes whose name
 * carries the unread count ("Notificações (3 não lidas)"); the badge shows it, "9+" above 9.
 */
export function NotificationBell() {
  const { data } = useUnreadCount();
  useNotificationsChannel();
  const [location] = useLocation();
  const unread = data?.count ?? 0;
  const badge = badgeText(unread);
  return (
    <Link
      href="/notificacoes"
      aria-label={bellLabel(unread)}
      aria-current={location === "/notificacoes" ? "page" : undefined}
      className={cn(
        "relative inline-flex size-10 items-center justify-center rounded-full text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600",
        location === "/notificacoes" && "bg-teal-50 text-teal-900",
      )}
    >
      <Bell aria-hidden="true" className="size-5" />
      {badge ? (
        <span
          aria-hidden="true"
          data-testid="notification-badge"
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] font-semibold leading-none text-white ring-2 ring-white"
        >
          {badge}
        </span>
      ) : null}
    </Link>
  );
}
