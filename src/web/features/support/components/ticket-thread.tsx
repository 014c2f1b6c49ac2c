import type { SupportThreadMessage } from "@domain/contracts/support";
import { cn } from "@web/lib/cn";
import { formatDateTime } from "@web/lib/dates";

/**
 * A ticket's messages, oldest first. The team's answers say 'Equipe Acolher', never which admin
 * wrote them; `personLabel` names the other side ('Você' for the person, their name for admins).
 */
export function TicketThread({
  messages,
  personLabel,
}: {
  messages: readonly SupportThreadMessage[];
  personLabel: string;
}) {
  return (
    <ol aria-label="Mensagens do chamado" className="grid gap-3">
      {messages.map((m) => (
        <li
          key={m.id}
          className={cn(
            "grid gap-1 rounded-xl border p-3 sm:p-4",
            m.fromStaff ? "border-teal-200 bg-teal-50" : "border-slate-200 bg-white",
          )}
        >
          <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-xs text-slate-700">
            <span className="font-semibold text-slate-900">
              {m.fromStaff ? "Equipe Acolher" : personLabel}
            </span>
            <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
          </p>
          <p className="whitespace-pre-line break-words text-sm text-slate-900">{m.body}</p>
        </li>
      ))}
    </ol>
  );
}
