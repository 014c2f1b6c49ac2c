import { MessageCircle } from "lucide-react";
import { Link } from "wouter";
import { useMessagesUnread } from "../api/get-messages-unread";

/** "3 mensagens não lidas", a link to /mensagens (issue 34): on the notifications page, only above 0. */
export function UnreadMessagesLine() {
  const { data } = useMessagesUnread();
  const unread = data?.count ?? 0;
  if (unread === 0) return null;
  return (
    <Link
      href="/mensagens"
      className="flex items-center gap-2 rounded-lg border border-teal-200 bg-teal-50 px-4 py-3 text-sm font-medium text-teal-900 hover:bg-teal-100"
    >
      <MessageCircle aria-hidden="true" className="size-4" />
      {unread === 1 ? "1 mensagem não lida" : `${unread} mensagens não lidas`}
    </Link>
  );
}
