import type { FinanceMonth } from "@domain/contracts/payments";
import { Card } from "@web/components/ui/card";
import { formatPrice } from "@web/lib/format";

const TOTALS = [
  ["received", "Recebido"],
  ["pending", "A receber"],
  ["total", "Total"],
] as const;

/** The month's sums: what was received, what is still to receive and both together. */
export function FinanceTotals({ totals }: { totals: FinanceMonth["totals"] }) {
  return (
    <section aria-label="Totais do mês">
      <dl className="grid gap-3 sm:grid-cols-3">
        {TOTALS.map(([key, label]) => (
          <Card key={key} className="flex flex-col-reverse gap-1 p-4">
            <dt className="text-sm text-slate-700">{label}</dt>
            <dd className="text-2xl font-semibold text-slate-900">R$ {formatPrice(totals[key])}</dd>
          </Card>
        ))}
      </dl>
    </section>
  );
}
