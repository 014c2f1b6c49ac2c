import type { Appointment } from "@domain/contracts/appointments";
import type { ReactNode } from "react";
import { EmptyNote } from "./empty-note";
import { FramedDialog } from "./framed-dialog";
import { PendingRequestsList } from "./pending-requests-list";

interface Props {
  professionalId: string;
  requests: Appointment[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A recurring series' card (see `PendingRequestsList`). */
  renderSeries?: (requests: Appointment[]) => ReactNode;
}

/**
 * 'Solicitações': the pending requests with 'Confirmar' and 'Recusar', the words of every screen
 * (decision 0380; SPEC §2 said 'Aprovar' and 'Rejeitar'), each with the time it has left;
 * 'Recusar' asks first, with an optional reason (decision 0271).
 */
export function RequestsDialog({
  professionalId,
  requests,
  open,
  onOpenChange,
  renderSeries,
}: Props) {
  return (
    <FramedDialog
      title="Solicitações de Agendamento"
      description="Confirme ou recuse os pedidos dos clientes. Sem resposta, o pedido expira em 48 horas ou no horário da consulta."
      open={open}
      onOpenChange={onOpenChange}
    >
      {requests.length === 0 ? (
        <EmptyNote>Nenhuma solicitação pendente.</EmptyNote>
      ) : (
        <PendingRequestsList
          professionalId={professionalId}
          requests={requests}
          renderSeries={renderSeries}
        />
      )}
    </FramedDialog>
  );
}
