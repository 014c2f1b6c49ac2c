import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from "@web/components/ui/alert-dialog";
import { Button } from "@web/components/ui/button";
import { Label, Textarea } from "@web/components/ui/input";
import { useState } from "react";

interface Props {
  open: boolean;
  busy: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (reason: string | null) => void;
}

/** 'Recusar série' asks first, with an optional reason the client reads in the app. */
export function RejectSeriesDialog({ open, busy, onOpenChange, onConfirm }: Props) {
  const [reason, setReason] = useState("");
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogTitle>Recusar a série inteira?</AlertDialogTitle>
        <AlertDialogDescription>
          Todas as datas ainda pendentes desta série serão recusadas e os horários ficam livres.
        </AlertDialogDescription>
        <div className="grid gap-2">
          <Label htmlFor="reject-series-reason">Motivo (opcional, o cliente verá)</Label>
          <Textarea
            id="reject-series-reason"
            value={reason}
            maxLength={500}
            onChange={(e) => setReason(e.target.value)}
          />
        </div>
        <AlertDialogFooter>
          <AlertDialogCancel>Voltar</AlertDialogCancel>
          <Button
            variant="destructive"
            disabled={busy}
            onClick={() => onConfirm(reason.trim() || null)}
          >
            Recusar série
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
