import { type BlockSlotRequest, blockSlotRequestSchema } from "@domain/contracts/agenda";
import type { Slot } from "@domain/slots";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@web/components/ui/button";
import { DialogFooter } from "@web/components/ui/dialog";
import { FieldError, Label, Textarea } from "@web/components/ui/input";
import { toast } from "@web/components/ui/use-toast";
import { formatLongDate } from "@web/lib/dates";
import { useForm } from "react-hook-form";
import { useBlockSlot } from "../api/block-slot";
import { FramedDialog } from "./framed-dialog";

export interface SlotOfDay extends Slot {
  date: string;
}

interface Props {
  professionalId: string;
  /** The slot to block; null when the dialog is closed. */
  slot: SlotOfDay | null;
  onClose: () => void;
}

/** 'Confirmar Bloqueio' (SPEC §2): blocks the chosen free slot, with an optional reason. */
export function BlockSlotDialog({ professionalId, slot, onClose }: Props) {
  return (
    <FramedDialog
      title="Confirmar Bloqueio"
      description={
        slot
          ? `${formatLongDate(slot.date)}, das ${slot.startTime} às ${slot.endTime}. Clientes não poderão agendar neste horário.`
          : null
      }
      open={slot !== null}
      onOpenChange={(open) => !open && onClose()}
      className="max-w-md"
    >
      {slot ? <BlockForm professionalId={professionalId} slot={slot} onDone={onClose} /> : null}
    </FramedDialog>
  );
}

function BlockForm({
  professionalId,
  slot,
  onDone,
}: {
  professionalId: string;
  slot: SlotOfDay;
  onDone: () => void;
}) {
  const block = useBlockSlot(professionalId);
  const form = useForm<BlockSlotRequest>({
    resolver: zodResolver(blockSlotRequestSchema),
    defaultValues: {
      date: slot.date,
      startTime: slot.startTime,
      endTime: slot.endTime,
      reason: "",
    },
  });
  const submit = form.handleSubmit((values) =>
    block.mutate(values, {
      onSuccess: () => {
        toast({ title: "Sucesso", description: "Horário bloqueado com sucesso!" });
        onDone();
      },
      // The slot was just booked or blocked elsewhere: the picker shows it once refreshed.
      onError: onDone,
    }),
  );
  const reasonError = form.formState.errors.reason?.message;

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor="block-reason">Motivo (opcional)</Label>
        <Textarea
          id="block-reason"
          maxLength={300}
          placeholder="Ex.: compromisso pessoal"
          aria-invalid={reasonError ? true : undefined}
          {...form.register("reason")}
        />
        <FieldError message={reasonError} />
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit" disabled={block.isPending}>
          {block.isPending ? "Bloqueando..." : "Bloquear horário"}
        </Button>
      </DialogFooter>
    </form>
  );
}
