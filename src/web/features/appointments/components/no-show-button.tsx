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
import { useMarkNoShow } from "../api/mark-no-show";

interface Props {
  appointmentId: string;
  clientName: string;
  /** "27/11/2026 às 14:00" */
  when: string;
}

/**
 * 'Não compareceu' beside the professional's confirmation (decision 0270), asking first: the
 * client is told and the session can no longer be confirmed or reviewed.
 */
export function NoShowButton({ appointmentId, clientName, when }: Props) {
  const mark = useMarkNoShow();
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button
          size="sm"
          variant="outline"
          disabled={mark.isPending}
          aria-label={`Não compareceu: ${clientName}, ${when}`}
        >
          Não compareceu
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Registrar que o cliente não compareceu?</AlertDialogTitle>
        <AlertDialogDescription>
          A sessão de {clientName} em {when} ficará como 'Não compareceu' e não poderá mais ser
          confirmada nem avaliada. O cliente será avisado e poderá contestar uma vez.
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>Voltar</AlertDialogCancel>
          <AlertDialogAction
            onClick={() =>
              // The promise, not mutate's callback: the card changes (and this unmounts) first.
              mark.mutateAsync(appointmentId).then(
                () =>
                  toast({ title: "Ausência registrada", description: "O cliente foi avisado." }),
                () => undefined,
              )
            }
          >
            Registrar ausência
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
