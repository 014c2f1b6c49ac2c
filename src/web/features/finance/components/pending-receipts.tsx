import type { PendingReceipt } from "@domain/contracts/payments";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { formatDate } from "@web/lib/dates";
import { formatPrice, maskCpf } from "@web/lib/format";
import { Check } from "lucide-react";
import type { ReactNode } from "react";

interface Props {
  receipts: readonly PendingReceipt[];
  onIssued: (appointmentId: string) => void;
  pendingId?: string | null;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-slate-600">{label}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * The received payments whose Receita Saúde receipt is still to issue, oldest first, with what
 * the Receita Saúde app asks for, and "Recibo emitido" once it was issued there.
 */
export function PendingReceipts({ receipts, onIssued, pendingId }: Props) {
  if (receipts.length === 0) return <p className="text-slate-700">Nenhum recibo pendente.</p>;
  return (
    <ul aria-label="Recibos pendentes" className="grid gap-3">
      {receipts.map((r) => {
        const paidOn = formatDate(r.receivedOn);
        return (
          <li key={r.appointmentId}>
            <Card className="grid gap-3 p-4">
              <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
                <Field label="Data do pagamento">{paidOn}</Field>
                <Field label="Valor">R$ {formatPrice(r.amount)}</Field>
                <Field label="Quem pagou">{r.payerName}</Field>
                <Field label="CPF de quem pagou">
                  {r.payerCpf ? maskCpf(r.payerCpf) : "CPF não informado pelo cliente"}
                </Field>
                <Field label="Beneficiário">
                  {r.beneficiaryName
                    ? `${r.beneficiaryName}${r.beneficiaryCpf ? ` · CPF ${maskCpf(r.beneficiaryCpf)}` : ""}`
                    : "O próprio pagador"}
                </Field>
                <Field label="Descrição">{r.description}</Field>
                <Field label="Prazo">{formatDate(r.deadline)}</Field>
              </dl>
              <Button
                variant="outline"
                size="sm"
                className="justify-self-start"
                aria-label={`Recibo emitido: ${r.payerName} ${paidOn}`}
                disabled={pendingId === r.appointmentId}
                onClick={() => onIssued(r.appointmentId)}
              >
                <Check aria-hidden="true" />
                Recibo emitido
              </Button>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
