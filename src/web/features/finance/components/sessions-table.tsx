import type { FinanceSession } from "@domain/contracts/payments";
import { Button } from "@web/components/ui/button";
import { formatDate, formatTime } from "@web/lib/dates";
import { formatPrice } from "@web/lib/format";
import { Undo2 } from "lucide-react";
import { sessionAmount, sessionSituation } from "../lib/session-situation";

interface Props {
  sessions: readonly FinanceSession[];
  /** "Novembro de 2026", for the caption. */
  label: string;
  /** Issued receipts can be undone (a profession that issues Receita Saúde). */
  onUndoReceipt?: (appointmentId: string) => void;
  undoPendingId?: string | null;
}

const cell = "px-3 py-2 text-left align-top";

/**
 * The month's sessions: Data, Horário, Cliente, Valor and Situação. On a narrow screen the table
 * scrolls inside its own region (reachable by keyboard), never the page.
 */
export function SessionsTable({ sessions, label, onUndoReceipt, undoPendingId }: Props) {
  if (sessions.length === 0) {
    return <p className="text-slate-700">Nenhuma sessão neste mês.</p>;
  }
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe's scrollable-region-focusable).
      tabIndex={0}
      aria-label={`Sessões de ${label}`}
      className="overflow-x-auto rounded-lg border border-slate-200 bg-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600"
    >
      <table className="w-full min-w-[40rem] text-sm">
        <caption className="sr-only">Sessões de {label}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className={cell}>
              Data
            </th>
            <th scope="col" className={cell}>
              Horário
            </th>
            <th scope="col" className={cell}>
              Cliente
            </th>
            <th scope="col" className={`${cell} text-right`}>
              Valor
            </th>
            <th scope="col" className={cell}>
              Situação
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {sessions.map((s) => {
            const amount = sessionAmount(s);
            const date = formatDate(s.appointmentDate);
            return (
              <tr key={s.appointmentId}>
                <td className={`${cell} whitespace-nowrap`}>{date}</td>
                <td className={cell}>{formatTime(s.startTime)}</td>
                <td className={cell}>{s.clientName}</td>
                <td className={`${cell} whitespace-nowrap text-right`}>
                  {amount === null ? "Sem valor" : `R$ ${formatPrice(amount)}`}
                </td>
                <td className={cell}>
                  <span className="block">{sessionSituation(s)}</span>
                  {s.receiptIssuedAt && onUndoReceipt ? (
                    <Button
                      variant="link"
                      size="sm"
                      className="h-auto px-0 py-1"
                      aria-label={`Desfazer recibo: ${s.clientName} ${date}`}
                      disabled={undoPendingId === s.appointmentId}
                      onClick={() => onUndoReceipt(s.appointmentId)}
                    >
                      <Undo2 aria-hidden="true" />
                      Desfazer recibo
                    </Button>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
