import type { ClientPaidRequest, PaymentStatus, ReceivedRequest } from "@domain/contracts/payments";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import type { MutationMeta } from "@web/lib/query-client";
import { appointmentsKeys, financeKeys } from "@web/lib/query-keys";

/**
 * Issue 33, item 3 (decision 0400): what each side says of a session's payment. Nothing is paid
 * here: the client says 'Já paguei' (with the payer's CPF when the profession issues Receita
 * Saúde), the professional records 'Pagamento recebido'; each may take their own mark back.
 */
const paymentUrl = (appointmentId: string, mark: "paid" | "received") =>
  `/api/appointments/${appointmentId}/payment/${mark}`;

/** POST /api/appointments/:id/payment/paid: the client's 'Já paguei' ({} without Receita Saúde). */
export const markClientPaid = ({
  appointmentId,
  ...body
}: { appointmentId: string } & ClientPaidRequest) =>
  apiRequest<PaymentStatus>("POST", paymentUrl(appointmentId, "paid"), body);

/** DELETE /api/appointments/:id/payment/paid: 'Desfazer' (refused once received). */
export const undoClientPaid = (appointmentId: string) =>
  apiRequest<PaymentStatus>("DELETE", paymentUrl(appointmentId, "paid"));

/** POST /api/appointments/:id/payment/received: the professional's 'Pagamento recebido'. */
export const markReceived = ({
  appointmentId,
  ...body
}: { appointmentId: string } & ReceivedRequest) =>
  apiRequest<PaymentStatus>("POST", paymentUrl(appointmentId, "received"), body);

/** DELETE /api/appointments/:id/payment/received: 'Desfazer recebimento'. */
export const undoReceived = (appointmentId: string) =>
  apiRequest<PaymentStatus>("DELETE", paymentUrl(appointmentId, "received"));

/** A mark shows on both sides' cards and in the professional's Financeiro. */
const invalidatePaymentReads = (queryClient: QueryClient) =>
  Promise.all(
    [appointmentsKeys.client(), appointmentsKeys.professional(), financeKeys.all()].map(
      (queryKey) => queryClient.invalidateQueries({ queryKey }),
    ),
  );

const failure = (description: string): MutationMeta => ({
  errorToast: { title: "Erro", description, serverMessage: true },
});

function usePaymentMark<T>(mutationFn: (variables: T) => Promise<PaymentStatus>, fail: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: failure(fail),
    onSettled: () => invalidatePaymentReads(queryClient),
  });
}

export const useMarkClientPaid = () =>
  usePaymentMark(markClientPaid, "Não foi possível informar o pagamento. Tente novamente.");

export const useUndoClientPaid = () =>
  usePaymentMark(undoClientPaid, "Não foi possível desfazer. Tente novamente.");

export const useMarkReceived = () =>
  usePaymentMark(markReceived, "Não foi possível registrar o recebimento. Tente novamente.");

export const useUndoReceived = () =>
  usePaymentMark(undoReceived, "Não foi possível desfazer o recebimento. Tente novamente.");
