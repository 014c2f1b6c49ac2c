import type { BlockedSlot } from "@domain/contracts/agenda";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from "@web/components/ui/alert-dialog";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/use-toast";
import { formatLongDate } from "@web/lib/dates";
import { useUnblockSlot } from "../api/unblock-slot";

interface Props {
  professionalId: string;
  /** The blocked range to free (it may span several slots); null when closed. */
  block: BlockedSlot | null;
  onClose: () => void;
}

/** Frees a blocked range, the way back from 'Confirmar Bloqueio' (decision 0085). */
export function UnblockSlotDialog({ professionalId, block, onClose }: Props) {
  const unblock = useUnblockSlot(professionalId);
  const confirm = () => {
    if (!block) return;
    unblock.mutate(block.id, {
      onSuccess: () => toast({ title: "Sucesso", description: "Horário liberado com sucesso!" }),
      onSettled: onClose,
    });
  };
  return (
    <AlertDialog open={block !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogTitle>Liberar horário?</AlertDialogTitle>
        <AlertDialogDescription>
          {block
            ? `${formatLongDate(block.date)}, das ${block.startTime} às ${block.endTime}${block.reason ? ` (${block.reason})` : ""}. Clientes voltarão a poder agendar neste horário.`
            : null}
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancelar</AlertDialogCancel>
          <Button onClick={confirm} disabled={unblock.isPending}>
            Liberar horário
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
