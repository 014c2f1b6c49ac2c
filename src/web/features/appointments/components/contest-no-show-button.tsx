import { NO_SHOW_CONTEST_MAX, NO_SHOW_MESSAGES } from "@domain/contracts/no-show";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@web/components/ui/alert-dialog";
import { Button } from "@web/components/ui/button";
import { FieldError, Label, Textarea } from "@web/components/ui/input";
import { toast } from "@web/components/ui/use-toast";
import { type FormEvent, useId, useState } from "react";
import { useContestNoShow } from "../api/contest-no-show";

interface Props {
  appointmentId: string;
  professionalName: string;
  /** "27/11/2026 às 14:00" */
  when: string;
}

/**
 * 'Contestar' on a session marked 'Não compareceu' (decision 0272): once, with what happened;
 * both sides then read it.
 */
export function ContestNoShowButton({ appointmentId, professionalName, when }: Props) {
  const contest = useContestNoShow();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setError(NO_SHOW_MESSAGES.reasonRequired);
    // The promise, not mutate's callback: the contested card drops this button first.
    contest.mutateAsync({ appointmentId, reason: reason.trim() }).then(
      () => {
        setOpen(false);
        toast({ title: "Contestação enviada", description: "O profissional foi avisado." });
      },
      () => undefined,
    );
  };

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setError(undefined);
      }}
    >
      <AlertDialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={`Contestar: ${professionalName}, ${when}`}>
          Contestar
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <AlertDialogTitle>Contestar 'Não compareceu'</AlertDialogTitle>
          <AlertDialogDescription>
            {professionalName} registrou que você não compareceu à sessão de {when}. Conte o que
            aconteceu: o profissional lerá. Só é possível contestar uma vez.
          </AlertDialogDescription>
          <div className="grid gap-1.5">
            <Label htmlFor={id}>O que aconteceu</Label>
            <Textarea
              id={id}
              value={reason}
              rows={4}
              maxLength={NO_SHOW_CONTEST_MAX}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => {
                setReason(e.target.value);
                setError(undefined);
              }}
            />
            <FieldError id={`${id}-error`} message={error} />
          </div>
          <AlertDialogFooter>
            <AlertDialogCancel type="button">Voltar</AlertDialogCancel>
            <Button type="submit" disabled={contest.isPending}>
              Enviar contestação
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
