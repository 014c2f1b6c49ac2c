import type { Conversation } from "@domain/contracts/messages";
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
import { useState } from "react";
import { useSetConversationBlocked } from "../api/set-conversation-blocked";

/** The professional's "Bloquear" / "Desbloquear" of a client, confirmed first. */
export function BlockButton({ conversation: c }: { conversation: Conversation }) {
  const [open, setOpen] = useState(false);
  const set = useSetConversationBlocked(c.id);
  const next = !c.blocked;
  const label = next ? "Bloquear" : "Desbloquear";
  const confirm = () =>
    set.mutateAsync(next).then(
      () => setOpen(false),
      () => setOpen(false),
    );
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button size="sm" variant="outline">
          {label}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>
          {next ? `Bloquear ${c.other.name}?` : `Desbloquear ${c.other.name}?`}
        </AlertDialogTitle>
        <AlertDialogDescription>
          {next
            ? "Nenhum dos dois poderá enviar mensagens nesta conversa até você desbloquear. Os agendamentos não mudam."
            : "Vocês voltam a poder trocar mensagens."}
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>Voltar</AlertDialogCancel>
          <Button type="button" disabled={set.isPending} onClick={confirm}>
            {label}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
