import type { FinanceSession } from "@domain/contracts/payments";
import { PAYMENT_METHOD_LABELS } from "@domain/payments";
import { formatDate } from "@web/lib/dates";

/**
 * A session's "Situação": "Recebido em 27/11/2026 · Pix" (and " · Recibo emitido"), "Cliente
 * informou pagamento" or "Pendente".
 */
export function sessionSituation(session: FinanceSession): string {
  if (session.receivedOn) {
    const parts = [`Recebido em ${formatDate(session.receivedOn)}`];
    if (session.receivedMethod) parts.push(PAYMENT_METHOD_LABELS[session.receivedMethod]);
    if (session.receiptIssuedAt) parts.push("Recibo emitido");
    return parts.join(" · ");
  }
  return session.clientPaidAt ? "Cliente informou pagamento" : "Pendente";
}

/** The amount received, else the session's price; null: no price was set. */
export const sessionAmount = (session: FinanceSession) => session.receivedAmount ?? session.price;
