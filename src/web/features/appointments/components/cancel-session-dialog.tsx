import type { Appointment, CancelScope } from "@domain/contracts/appointments";
import { CANCELLATION_REASON_MAX } from "@domain/contracts/appointments";
import { isInsideNotice, lateCancellationWarning } from "@domain/session-changes";
import { Button } from "@web/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog";
import { Label, Textarea } from "@web/components/ui/input";
import { toast } from "@web/components/ui/use-toast";
import { formatDate, formatTime } from "@web/lib/dates";
import { type FormEvent, useState } from "react";
import { useCancelSession } from "../api/cancel-session";

interface Props {
  appointment: Appointment;
  /** The other side's name, as the card shows it. */
  otherName: string;
  onClose: () => void;
}

const SCOPES: { value: CancelScope; label: string }[] = [
  { value: "this", label: "Só esta" },
  { value: "following", label: "Esta e as próximas" },
];

/**
 * 'Cancelar' on an approved session (issue 17, decision 0250): an optional reason the other side
 * reads, the late warning inside the notice, and for a series "Só esta" / "Esta e as próximas".
 */
export function CancelSessionDialog({ appointment: a, otherName, onClose }: Props) {
  const cancel = useCancelSession();
  const [reason, setReason] = useState("");
  const [scope, setScope] = useState<CancelScope>("this");
  const late = isInsideNotice(a, new Date());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The promise, not mutate's callback: the cancelled card loses this dialog's trigger first.
    cancel.mutateAsync({ appointment: a, reason, scope }).then(
      () => {
        toast({ title: "Sessão cancelada", description: `${otherName} será avisado(a).` });
        onClose();
      },
      () => undefined,
    );
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Cancelar sessão?</DialogTitle>
          <DialogDescription>
            A sessão com {otherName} em {formatDate(a.appointmentDate)} às {formatTime(a.startTime)}{" "}
            será cancelada e o horário ficará livre.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4">
          {late && a.cancellationNoticeHours ? (
            <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
              {lateCancellationWarning(a.cancellationNoticeHours)}
            </p>
          ) : null}
          {a.seriesId ? (
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-medium text-slate-900">Quais sessões?</legend>
              {SCOPES.map((s) => (
                <label key={s.value} className="flex items-center gap-2 text-sm text-slate-900">
                  <input
                    type="radio"
                    name="cancel-scope"
                    value={s.value}
                    checked={scope === s.value}
                    onChange={() => setScope(s.value)}
                  />
                  {s.label}
                </label>
              ))}
            </fieldset>
          ) : null}
          <div className="grid gap-2">
            <Label htmlFor="cancel-reason">Motivo (opcional)</Label>
            <Textarea
              id="cancel-reason"
              value={reason}
              maxLength={CANCELLATION_REASON_MAX}
              onChange={(e) => setReason(e.target.value)}
              aria-describedby="cancel-reason-hint"
            />
            <p id="cancel-reason-hint" className="text-xs text-slate-700">
              {otherName} verá o motivo no Acolher.
            </p>
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Voltar
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={cancel.isPending}>
              {cancel.isPending ? "Cancelando..." : "Cancelar sessão"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
