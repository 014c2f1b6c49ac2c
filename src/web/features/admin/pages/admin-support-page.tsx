import { Skeleton } from "@web/components/ui/skeleton";
import { TicketStatus } from "@web/features/support/components/ticket-status";
import { cn } from "@web/lib/cn";
import { usePageTitle } from "@web/lib/use-page-title";
import { useState } from "react";
import { type SupportQueueState, useSupportQueue } from "../api/get-support-queue";
import { SupportQueueItemCard } from "../components/support-queue-item";

const STATES: Array<{ value: SupportQueueState; label: string }> = [
  { value: "open", label: "Em aberto" },
  { value: "closed", label: "Encerrados" },
];

/**
 * /admin/suporte, 'Suporte' (decision 0390): the open tickets, the earliest deadline first, with
 * their age and the days left (5 days; 15 for a data subject's request), overdue ones flagged;
 * or the closed record with each outcome. 'Só pedidos LGPD' keeps the data subject's requests.
 */
export function AdminSupportPage() {
  usePageTitle("Suporte");
  const [state, setState] = useState<SupportQueueState>("open");
  const [dataSubject, setDataSubject] = useState(false);
  const queue = useSupportQueue(state, dataSubject);
  const tickets = queue.data?.tickets ?? [];
  return (
    <section className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
          Suporte
        </h1>
        <p className="text-slate-700">
          Chamados das pessoas, do prazo mais próximo ao mais distante. O prazo de resposta é de 5
          dias (Decreto 7.962/2013, art. 4º); pedidos sobre dados pessoais têm 15 dias para a
          resposta completa (LGPD, art. 19) e só se encerram com o registro do que foi feito.
        </p>
      </header>
      <div className="flex flex-wrap items-center gap-3">
        <fieldset className="flex rounded-lg border border-slate-300 p-0.5">
          <legend className="sr-only">Situação</legend>
          {STATES.map((s) => (
            <label
              key={s.value}
              className={cn(
                "cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-teal-600",
                state === s.value ? "bg-teal-700 text-white" : "text-slate-800",
              )}
            >
              <input
                type="radio"
                name="support-state"
                value={s.value}
                checked={state === s.value}
                onChange={() => setState(s.value)}
                className="sr-only"
              />
              {s.label}
            </label>
          ))}
        </fieldset>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={dataSubject}
            onChange={(e) => setDataSubject(e.target.checked)}
            className="size-4 accent-teal-700"
          />
          Só pedidos LGPD
        </label>
      </div>
      {queue.isPending ? (
        <div role="status" aria-label="Carregando chamados" className="grid gap-3">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      ) : queue.isError ? (
        <p className="text-sm text-red-800">
          Não foi possível carregar os chamados. Tente novamente.
        </p>
      ) : tickets.length === 0 ? (
        <p className="py-8 text-center text-slate-700">
          {state === "open" ? "Nenhum chamado aguardando." : "Nenhum chamado encerrado."}
        </p>
      ) : (
        <ul aria-label="Chamados" className="grid gap-3">
          {tickets.map((t) => (
            <li key={t.id}>
              <SupportQueueItemCard ticket={t} statusBadge={<TicketStatus status={t.status} />} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
