import type { PaymentStatus } from "@domain/contracts/payments";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { appointmentsKeys, financeKeys } from "@web/lib/query-keys";

const receiptUrl = (appointmentId: string) =>
  `/api/appointments/${appointmentId}/payment/receipt-issued`;

/** POST …/payment/receipt-issued: 'Recibo emitido' (the Receita Saúde receipt was issued). */
export const markReceiptIssued = (appointmentId: string) =>
  apiRequest<PaymentStatus>("POST", receiptUrl(appointmentId));

/** DELETE …/payment/receipt-issued: 'Desfazer recibo'. */
export const unmarkReceiptIssued = (appointmentId: string) =>
  apiRequest<PaymentStatus>("DELETE", receiptUrl(appointmentId));

/** The mark shows in Financeiro (every month, the pending list) and on the session's card. */
function useReceiptMutation(
  mutationFn: (appointmentId: string) => Promise<PaymentStatus>,
  description: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { errorToast: { title: "Erro", description, serverMessage: true } },
    onSettled: () =>
      Promise.all(
        [financeKeys.all(), appointmentsKeys.professional()].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

export const useMarkReceiptIssued = () =>
  useReceiptMutation(
    markReceiptIssued,
    "Não foi possível marcar o recibo como emitido. Tente novamente.",
  );

export const useUnmarkReceiptIssued = () =>
  useReceiptMutation(unmarkReceiptIssued, "Não foi possível desfazer o recibo. Tente novamente.");
