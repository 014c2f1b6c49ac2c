import { daysBetween } from "@domain/time";
import { Button } from "@web/components/ui/button";
import { DialogFooter } from "@web/components/ui/dialog";
import { FieldError, Input, Label, Textarea } from "@web/components/ui/input";
import { toast } from "@web/components/ui/use-toast";
import { formatDayWithWeekday } from "@web/lib/dates";
import { useState } from "react";
import { useBlockRange } from "../api/block-range";
import { FramedDialog } from "./framed-dialog";

export type BlockRangeMode = "day" | "period";

interface Props {
  professionalId: string;
  /** Which action opened it; null when closed. */
  mode: BlockRangeMode | null;
  /** Today in the professional's zone: the first date that can be blocked. */
  today: string;
  /** The date the form starts with (a day picked on the calendar). */
  initialDate?: string;
  onClose: () => void;
}

/**
 * 'Bloquear dia' and 'Bloquear período' (a vacation): the dates and an optional reason, then a
 * confirmation naming the days before anything is written (decision 0282).
 */
export function BlockRangeDialog({ professionalId, mode, today, initialDate, onClose }: Props) {
  return (
    <FramedDialog
      title={mode === "period" ? "Bloquear período" : "Bloquear dia"}
      description="Clientes não poderão agendar nos dias bloqueados. Consultas já marcadas precisam ser canceladas antes."
      open={mode !== null}
      onOpenChange={(open) => !open && onClose()}
      className="max-w-md"
    >
      {mode ? (
        <BlockRangeForm
          key={`${mode}-${initialDate ?? ""}`}
          professionalId={professionalId}
          mode={mode}
          today={today}
          initialDate={initialDate}
          onDone={onClose}
        />
      ) : null}
    </FramedDialog>
  );
}

function BlockRangeForm({
  professionalId,
  mode,
  today,
  initialDate,
  onDone,
}: {
  professionalId: string;
  mode: BlockRangeMode;
  today: string;
  initialDate?: string;
  onDone: () => void;
}) {
  const block = useBlockRange(professionalId);
  const [startDate, setStartDate] = useState(initialDate ?? "");
  const [endDate, setEndDate] = useState("");
  const [reason, setReason] = useState("");
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const last = mode === "period" ? endDate : startDate;
  const days = startDate && last && last >= startDate ? daysBetween(startDate, last) + 1 : 0;

  const review = () => {
    if (!startDate) return setError("Informe a data");
    if (startDate < today) return setError("Não é possível gerenciar datas passadas.");
    if (mode === "period" && !endDate) return setError("Informe a data final");
    if (mode === "period" && endDate < startDate)
      return setError("A data final deve ser igual ou posterior à data inicial");
    setError(undefined);
    setConfirming(true);
  };
  const submit = () =>
    block.mutate(
      { startDate, endDate: mode === "period" ? endDate : undefined, reason },
      {
        onSuccess: (group) => {
          toast({
            title: "Sucesso",
            description:
              group.days === 1
                ? "Dia bloqueado com sucesso!"
                : `${group.days} dias bloqueados com sucesso!`,
          });
          onDone();
        },
        // The server's message (sessions inside, days already blocked) is the toast; back to
        // the dates so they can be changed.
        onError: () => setConfirming(false),
      },
    );

  if (confirming) {
    const range =
      days === 1
        ? formatDayWithWeekday(startDate, "inside")
        : `de ${formatDayWithWeekday(startDate, "inside")} a ${formatDayWithWeekday(last, "inside")}`;
    return (
      <div className="grid gap-4">
        <p className="text-sm text-slate-800" role="status">
          {days === 1 ? "Bloquear o dia inteiro" : `Bloquear ${days} dias inteiros`}, {range}
          {reason.trim() ? ` (${reason.trim()})` : ""}?
        </p>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => setConfirming(false)}>
            Voltar
          </Button>
          <Button type="button" onClick={submit} disabled={block.isPending}>
            {block.isPending ? "Bloqueando..." : "Confirmar bloqueio"}
          </Button>
        </DialogFooter>
      </div>
    );
  }
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        review();
      }}
    >
      <div className={mode === "period" ? "grid grid-cols-2 gap-3" : "grid"}>
        <div className="grid gap-1.5">
          <Label htmlFor="block-range-start">{mode === "period" ? "Início" : "Data"}</Label>
          <Input
            id="block-range-start"
            type="date"
            min={today}
            value={startDate}
            onChange={(e) => setStartDate(e.target.value)}
          />
        </div>
        {mode === "period" ? (
          <div className="grid gap-1.5">
            <Label htmlFor="block-range-end">Fim</Label>
            <Input
              id="block-range-end"
              type="date"
              min={startDate || today}
              value={endDate}
              onChange={(e) => setEndDate(e.target.value)}
            />
          </div>
        ) : null}
      </div>
      <FieldError message={error} />
      <div className="grid gap-1.5">
        <Label htmlFor="block-range-reason">Motivo (opcional)</Label>
        <Textarea
          id="block-range-reason"
          maxLength={300}
          placeholder={mode === "period" ? "Ex.: férias" : "Ex.: compromisso pessoal"}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit">Continuar</Button>
      </DialogFooter>
    </form>
  );
}
