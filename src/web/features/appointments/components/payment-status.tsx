import type { Appointment } from "@domain/contracts/appointments";
import { PAYMENT_METHOD_LABELS } from "@domain/payments";
import { Button } from "@web/components/ui/button";
import { formatDate } from "@web/lib/dates";
import { formatPrice } from "@web/lib/format";
import { ClientPaidDialog } from "./client-paid-button";

interface Props {
  appointment: Appointment;
  viewer: "client" | "professional";
  /** The other party's name: the professional's for the client, the client's for the professional. */
  otherName: string;
}

/**
 * Issue 33, item 3 (decision 0400): what was said of the session's payment, one line both sides
 * read, and the client's way to give the CPF a Receita Saúde receipt needs when the payment was
 * received without it.
 */
export function PaymentStatus({ appointment: a, viewer, otherName }: Props) {
  const p = a.payment;
  if (p.receivedOn) {
    const amount = p.receivedAmount ? ` R$ ${formatPrice(p.receivedAmount)}` : "";
    const method = p.receivedMethod ? ` · ${PAYMENT_METHOD_LABELS[p.receivedMethod]}` : "";
    const cpfMissing = viewer === "client" && p.receitaSaude && !p.payerIdentified;
    return (
      <div className="mt-1 grid justify-items-start gap-1 text-sm">
        <p className="font-medium text-teal-800">
          {`Pagamento recebido:${amount} em ${formatDate(p.receivedOn)}${method}`}
        </p>
        {cpfMissing ? (
          <ClientPaidDialog appointment={a} name={otherName}>
            <Button
              size="sm"
              variant="link"
              className="h-auto p-0"
              aria-label={`Informe seu CPF para o recibo Receita Saúde: ${otherName}`}
            >
              Informe seu CPF para o recibo Receita Saúde
            </Button>
          </ClientPaidDialog>
        ) : null}
      </div>
    );
  }
  if (!p.clientPaidAt) return null;
  return (
    <p className="mt-1 text-sm text-slate-700">
      {viewer === "client"
        ? `Você informou o pagamento em ${formatDate(p.clientPaidAt)}`
        : `Pagamento informado pelo cliente em ${formatDate(p.clientPaidAt)}`}
    </p>
  );
}
