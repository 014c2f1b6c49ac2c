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
import { useCancelAppointment } from "../api/cancel-appointment";

/** 'Cancelar', asking first (docs/decisions/0070): a cancelled request cannot be undone. */
export function CancelAppointmentButton({ appointment: a }: { appointment: Appointment }) {
  const cancel = useCancelAppointment();
  const onConfirm = () =>
    cancel.mutate(a, {
      onSuccess: () =>
        toast({
          title: "Agendamento cancelado",
          description: "Sua solicitação de agendamento foi cancelada com sucesso.",
        }),
    });

  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button size="sm" variant="outline" disabled={cancel.isPending}>
          Cancelar
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Cancelar agendamento?</AlertDialogTitle>
        <AlertDialogDescription>
          A solicitação com {a.professional.firstName} {a.professional.lastName} em{" "}
          {formatDate(a.appointmentDate)} às {formatTime(a.startTime)} será cancelada. Esta ação não
          pode ser desfeita.
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>Voltar</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>Cancelar agendamento</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
