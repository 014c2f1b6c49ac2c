import { buttonVariants } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { cn } from "@web/lib/cn";
import { monthLabel } from "@web/lib/dates";
import { usePageTitle } from "@web/lib/use-page-title";
import { Download } from "lucide-react";
import { useLocation, useSearchParams } from "wouter";
import { useFinanceMonth } from "../api/get-finance-month";
import { useMarkReceiptIssued, useUnmarkReceiptIssued } from "../api/mark-receipt-issued";
import { FinanceTotals } from "../components/finance-totals";
import { MonthSwitcher } from "../components/month-switcher";
import { PendingReceipts } from "../components/pending-receipts";
import { SessionsTable } from "../components/sessions-table";
import { isFinanceMonth, monthOf } from "../lib/month";

const FINANCE_PATH = "/financeiro";

const downloadLink = cn(buttonVariants({ variant: "outline", size: "sm" }), "justify-self-start");

/**
 * /financeiro, the professional's "Financeiro" (issue 33, items 3 and 4): a month's totals and
 * sessions with what was received, the CSV of the month and, for a profession that issues
 * Receita Saúde, the receipts still to issue and the year's export for the Carnê-Leão. The
 * month is the address's `?mes=AAAA-MM`, else the current one in the browser's time.
 */
export function FinancePage() {
  usePageTitle("Financeiro");
  const [params] = useSearchParams();
  const [, navigate] = useLocation();
  const asked = params.get("mes");
  const month = isFinanceMonth(asked) ? asked : monthOf(new Date());
  const label = monthLabel(`${month}-01`);
  const finance = useFinanceMonth(month);
  const markIssued = useMarkReceiptIssued();
  const unmarkIssued = useUnmarkReceiptIssued();
  const data = finance.data;
  return (
    <section className="mx-auto grid w-full max-w-5xl min-w-0 gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold">Financeiro</h1>
        <p className="text-slate-700">
          O que você recebeu e o que ainda tem a receber das suas sessões. Nenhum dinheiro passa
          pelo Acolher: aqui ficam só os registros dos pagamentos.
        </p>
      </header>
      <MonthSwitcher month={month} onChange={(next) => navigate(`${FINANCE_PATH}?mes=${next}`)} />
      {finance.isPending ? (
        <div role="status" aria-label="Carregando o mês" className="grid gap-3">
          <Skeleton className="h-20" />
          <Skeleton className="h-40" />
        </div>
      ) : !data ? (
        <p className="text-sm text-red-800">
          Não foi possível carregar o financeiro deste mês. Tente novamente.
        </p>
      ) : (
        <div
          aria-busy={finance.isPlaceholderData}
          className={cn("grid min-w-0 gap-6", finance.isPlaceholderData && "opacity-60")}
        >
          <FinanceTotals totals={data.totals} />
          <div className="grid min-w-0 gap-3">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 className="text-lg font-semibold">Sessões</h2>
              <a
                href={`/api/financeiro/sessoes.csv?month=${month}`}
                download
                className={downloadLink}
              >
                <Download aria-hidden="true" />
                Exportar CSV
              </a>
            </div>
            <SessionsTable
              sessions={data.sessions}
              label={label}
              onUndoReceipt={data.receitaSaude ? unmarkIssued.mutate : undefined}
              undoPendingId={unmarkIssued.isPending ? unmarkIssued.variables : null}
            />
          </div>
          {data.receitaSaude ? (
            <section aria-labelledby="receita-saude" className="grid min-w-0 gap-3">
              <h2 id="receita-saude" className="text-lg font-semibold">
                Receita Saúde
              </h2>
              <p className="text-slate-700">
                Psicólogos e fisioterapeutas emitem um recibo Receita Saúde para cada pagamento
                recebido de pessoa física (IN RFB 2.240/2024), no aplicativo Receita Saúde. Recibos
                atrasados podem ser emitidos até o último dia de fevereiro do ano seguinte.
              </p>
              <a
                href={`/api/financeiro/receita-saude.csv?year=${month.slice(0, 4)}`}
                download
                className={downloadLink}
              >
                <Download aria-hidden="true" />
                Exportar para o Carnê-Leão (CSV)
              </a>
              <h3 className="font-semibold">Recibos a emitir</h3>
              <PendingReceipts
                receipts={data.pendingReceipts}
                onIssued={markIssued.mutate}
                pendingId={markIssued.isPending ? markIssued.variables : null}
              />
            </section>
          ) : null}
        </div>
      )}
    </section>
  );
}
