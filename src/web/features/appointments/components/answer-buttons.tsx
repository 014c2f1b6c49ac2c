import type { Appointment } from "@domain/contracts/appointments";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@web/components/ui/alert-dialog";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/use-toast";
import { formatDate, formatTime } from "@web/lib/dates";
import { fullName } from "@web/lib/format";
import { type AppointmentAnswer, useAnswerAppointment } from "../api/answer-appointment";

/**
 * 'Confirmar' and 'Cancelar' on a pending request (SPEC §4). Cancelling asks first, as the
 * client's does (docs/decisions/0070, 0110): it cannot be undone. Failures toast from the hook.
 */
export function AnswerButtons({ appointment: a }: { appointment: Appointment }) {
  const answer = useAnswerAppointment();
  const send = (status: AppointmentAnswer) =>
    answer.mutate(
      { appointment: a, status },
      {
        onSuccess: () =>
          toast({ title: "Sucesso", description: "Status da solicitação atualizado com sucesso!" }),
      },
    );
  const when = `${formatDate(a.appointmentDate)} às ${formatTime(a.startTime)}`;
  const who = `${fullName(a.client)}, ${when}`;

  return (
    <>
      <Button
        size="sm"
        onClick={() => send("confirmed")}
        disabled={answer.isPending}
        aria-label={`Confirmar: ${who}`}
      >
        Confirmar
      </Button>
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button
            size="sm"
            variant="outline"
            disabled={answer.isPending}
            aria-label={`Cancelar: ${who}`}
          >
            Cancelar
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogTitle>Cancelar agendamento?</AlertDialogTitle>
          <AlertDialogDescription>
            A solicitação de {fullName(a.client)} em {when} será cancelada e o horário ficará livre.
            Esta ação não pode ser desfeita.
          </AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>Voltar</AlertDialogCancel>
            <AlertDialogAction onClick={() => send("cancelled")}>
              Cancelar agendamento
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
