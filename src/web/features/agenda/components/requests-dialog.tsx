import type { Appointment } from "@domain/contracts/appointments";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/use-toast";
import { Check, X } from "lucide-react";
import { type RequestAnswer, useAnswerRequest } from "../api/answer-request";
import { AppointmentSummary } from "./appointment-summary";
import { EmptyNote } from "./empty-note";
import { FramedDialog } from "./framed-dialog";

interface Props {
  professionalId: string;
  requests: Appointment[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Solicitações': the pending requests with 'Aprovar' and 'Rejeitar' (SPEC §2, §4). */
export function RequestsDialog({ professionalId, requests, open, onOpenChange }: Props) {
  const answer = useAnswerRequest(professionalId);
  const send = (id: string, status: RequestAnswer) =>
    answer.mutate(
      { id, status },
      {
        onSuccess: () =>
          toast({ title: "Sucesso", description: "Status da solicitação atualizado com sucesso!" }),
      },
    );

  return (
    <FramedDialog
      title="Solicitações de Agendamento"
      description="Aprove ou rejeite os pedidos dos clientes. Sem resposta, o pedido expira em 48 horas ou no horário da consulta."
      open={open}
      onOpenChange={onOpenChange}
    >
      {requests.length === 0 ? (
        <EmptyNote>Nenhuma solicitação pendente.</EmptyNote>
      ) : (
        <ul className="grid gap-3">
          {requests.map((request) => {
            const busy = answer.isPending && answer.variables?.id === request.id;
            const nameId = `request-${request.id}`;
            return (
              <li
                key={request.id}
                aria-labelledby={nameId}
                className="grid gap-3 rounded-md border border-slate-200 p-4"
              >
                <AppointmentSummary appointment={request} nameId={nameId} />
                {request.notes ? (
                  <p className="rounded bg-slate-50 p-2 text-sm text-slate-800">
                    <span className="font-medium">Observações: </span>
                    {request.notes}
                  </p>
                ) : null}
                <div className="flex gap-2">
                  <Button
                    size="sm"
                    className="flex-1 sm:flex-none"
                    disabled={busy}
                    onClick={() => send(request.id, "approved")}
                  >
                    <Check aria-hidden="true" />
                    Aprovar
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    className="flex-1 text-red-800 sm:flex-none"
                    disabled={busy}
                    onClick={() => send(request.id, "rejected")}
                  >
                    <X aria-hidden="true" />
                    Rejeitar
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </FramedDialog>
  );
}
