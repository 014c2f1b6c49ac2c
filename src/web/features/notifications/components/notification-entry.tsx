import type { NotificationItem } from "@domain/contracts/notifications";
import { isAppPath } from "@domain/notifications";
import { cn } from "@web/lib/cn";
import { Link } from "wouter";
import { formatNotificationTime } from "../lib/notification-time";

interface NotificationEntryProps {
  notification: NotificationItem;
  /** Called when the person opens an unread entry (it becomes read). */
  onOpen: (id: string) => void;
  now: Date;
}

/**
 * One entry: a link to what it is about, its title and the line saying who and when (decision
 * 0383; older notifications have none). Unread ones stand out (a dot, bold, tinted) and their
 * name starts with "Não lida:" for screen readers.
 */
export function NotificationEntry({ notification: n, onOpen, now }: NotificationEntryProps) {
  const when = formatNotificationTime(n.createdAt, now);
  return (
    <Link
      href={isAppPath(n.link) ? n.link : "/"}
      aria-label={`${n.read ? "" : "Não lida: "}${n.title}${n.detail ? `. ${n.detail.replace(/\.$/, "")}` : ""}, ${when}`}
      onClick={() => {
        if (!n.read) onOpen(n.id);
      }}
      className={cn(
        "flex items-start gap-3 rounded-lg border p-4 transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600",
        n.read
          ? "border-slate-200 bg-white hover:bg-slate-50"
          : "border-teal-200 bg-teal-50 hover:bg-teal-100",
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          "mt-1.5 size-2.5 shrink-0 rounded-full",
          n.read ? "bg-transparent" : "bg-teal-700",
        )}
      />
      <span className="min-w-0 flex-1">
        <span className={cn("block text-slate-900", n.read ? "font-normal" : "font-semibold")}>
          {n.title}
        </span>
        {n.detail && <span className="mt-1 block text-sm text-slate-700">{n.detail}</span>}
        <time dateTime={n.createdAt} className="mt-1 block text-sm text-slate-600">
          {when}
        </time>
      </span>
    </Link>
  );
}
