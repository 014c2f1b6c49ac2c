import { REJECTION_REASON_MAX } from "@domain/contracts/agenda";
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
import { Label, Textarea } from "@web/components/ui/input";
import { toast } from "@web/components/ui/use-toast";
import { formatDate, formatTime } from "@web/lib/dates";
import { fullName } from "@web/lib/format";
import { Check, X } from "lucide-react";
import { useId, useState } from "react";
import { useAnswerRequest } from "../api/answer-request";

interface Props {
  request: Appointment;
  professionalId: string;
}

const answered = () =>
  toast({ title: "Sucesso", description: "Status da solicitação atualizado com sucesso!" });
/** A failure already has its toast (the mutation's meta); nothing more to do here. */
const failed = () => undefined;

/**
 * The success notice follows the promise, not mutate's own callback: the answered request
 * leaves the list (and this component unmounts) before that callback would run.
 *
 * Answering one request (decisions 0271, 0273), in the same words on every screen (0380):
 * 'Confirmar' is one click and says which session it confirms; 'Recusar' asks first, with an
 * optional reason the client reads.
 */
export function RequestAnswerActions({ request: a, professionalId }: Props) {
  const answer = useAnswerRequest(professionalId);
  const [reason, setReason] = useState("");
  const reasonId = useId();
  const when = `${formatDate(a.appointmentDate).slice(0, 5)} às ${formatTime(a.startTime)}`;
  const who = `${fullName(a.client)}, ${formatDate(a.appointmentDate)} às ${formatTime(a.startTime)}`;
  const busy = answer.isPending;

  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size="sm"
        className="flex-1 sm:flex-none"
        disabled={busy}
        aria-label={`Confirmar: ${who}`}
        onClick={() => answer.mutateAsync({ id: a.id, status: "approved" }).then(answered, failed)}
      >
        <Check aria-hidden="true" />
        Confirmar {when}
      </Button>
      <AlertDialog onOpenChange={(open) => open || setReason("")}>
        <AlertDialogTrigger asChild>
          <Button
            size="sm"
            variant="outline"
            className="flex-1 text-red-800 sm:flex-none"
            disabled={busy}
            aria-label={`Recusar: ${who}`}
          >
            <X aria-hidden="true" />
            Recusar
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogTitle>Recusar solicitação?</AlertDialogTitle>
          <AlertDialogDescription>
            A solicitação de {fullName(a.client)} para {formatDate(a.appointmentDate)} às{" "}
            {formatTime(a.startTime)} será recusada e o horário ficará livre.
          </AlertDialogDescription>
          <div className="grid gap-1.5">
            <Label htmlFor={reasonId}>Motivo (opcional)</Label>
            <Textarea
              id={reasonId}
              value={reason}
              maxLength={REJECTION_REASON_MAX}
              rows={3}
              onChange={(e) => setReason(e.target.value)}
              aria-describedby={`${reasonId}-hint`}
            />
            <p id={`${reasonId}-hint`} className="text-xs text-slate-600">
              O cliente verá este motivo.
            </p>
          </div>
          <AlertDialogFooter>
            <AlertDialogCancel>Voltar</AlertDialogCancel>
            <AlertDialogAction
              onClick={() =>
                answer.mutateAsync({ id: a.id, status: "rejected", reason }).then(answered, failed)
              }
            >
              Recusar solicitação
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
