import type { SupportQueueItem } from "@domain/contracts/support";
import { SUPPORT_TOPICS } from "@domain/legal";
import { Badge } from "@web/components/ui/badge";
import { formatDate } from "@web/lib/dates";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { ageText, deadlineText } from "../lib/support-deadline";

/** Who opened it; an account without a name yet (no role chosen) reads 'Sem nome'. */
export const requesterName = (r: { firstName: string | null; lastName: string | null }) =>
  `${r.firstName ?? ""} ${r.lastName ?? ""}`.trim() || "Sem nome";

/**
 * One ticket of the queue: topic, who, age and deadline, with 'Atrasado' and 'Pedido LGPD'
 * badges. The status badge comes from the page (the support feature's, composed there).
 */
export function SupportQueueItemCard({
  ticket,
  statusBadge,
}: {
  ticket: SupportQueueItem;
  statusBadge: ReactNode;
}) {
  const deadline = deadlineText(ticket);
  return (
    <Link
      href={`/admin/suporte/${ticket.id}`}
      className="grid gap-1.5 rounded-xl border border-slate-200 bg-white p-4 hover:border-teal-400 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600"
    >
      <span className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-slate-900">{SUPPORT_TOPICS[ticket.topic].label}</span>
        {statusBadge}
        {ticket.dataSubject ? <Badge tone="teal">Pedido LGPD</Badge> : null}
        {ticket.overdue ? <Badge tone="red">Atrasado</Badge> : null}
      </span>
      <span className="break-words text-sm text-slate-800">
        {requesterName(ticket.requester)} · {ticket.requester.email}
      </span>
      <span className="text-sm text-slate-700">
        {ageText(ticket)}
        {deadline ? ` · ${deadline} (${formatDate(ticket.dueAt)})` : ""}
        {ticket.closedAt ? ` · encerrado em ${formatDate(ticket.closedAt)}` : ""}
        {` · ${ticket.messageCount} ${ticket.messageCount === 1 ? "mensagem" : "mensagens"}`}
      </span>
    </Link>
  );
}
