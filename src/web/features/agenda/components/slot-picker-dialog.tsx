import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { cn } from "@web/lib/cn";
import { formatLongDate } from "@web/lib/dates";
import type { AgendaSlot, SlotState } from "../lib/slot-states";
import { EmptyNote } from "./empty-note";
import { FramedDialog } from "./framed-dialog";

const STATE_LABEL: Record<SlotState, string | null> = {
  free: null,
  booked: "Agendado",
  blocked: "Bloqueado",
  requested: "Pendente",
};
const STATE_TONE = { free: "grey", booked: "blue", blocked: "red", requested: "yellow" } as const;

interface Props {
  /** The day picked; null when the picker is closed. */
  date: string | null;
  slots: AgendaSlot[];
  onClose: () => void;
  onBlock: (slot: AgendaSlot) => void;
  onUnblock: (slot: AgendaSlot) => void;
  /** 'Bloquear o dia inteiro' (issue 17): opens the day block for the date. */
  onBlockDay?: (date: string) => void;
}

/**
 * SPEC §2 slot picker: the day's slots labelled Agendado or Bloqueado (a pending request reads
 * 'Pendente'); a free one can be blocked, a blocked one freed (decision 0085).
 */
export function SlotPickerDialog({ date, slots, onClose, onBlock, onUnblock, onBlockDay }: Props) {
  const canBlockDay = slots.some((s) => s.state === "free" && !s.past);
  return (
    <FramedDialog
      title="Gerenciar horários"
      description={`${date ? formatLongDate(date) : ""}. Escolha um horário livre para bloqueá-lo, ou um bloqueado para liberá-lo.`}
      open={date !== null}
      onOpenChange={(open) => !open && onClose()}
    >
      {slots.length === 0 ? (
        <EmptyNote>Nenhum horário de trabalho neste dia.</EmptyNote>
      ) : (
        <ul aria-label="Horários do dia" className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {slots.map((slot) => (
            <li key={slot.startTime}>
              <SlotButton slot={slot} onBlock={onBlock} onUnblock={onUnblock} />
            </li>
          ))}
        </ul>
      )}
      {date && onBlockDay && canBlockDay ? (
        <Button variant="outline" className="justify-self-start" onClick={() => onBlockDay(date)}>
          Bloquear o dia inteiro
        </Button>
      ) : null}
    </FramedDialog>
  );
}

function SlotButton({
  slot,
  onBlock,
  onUnblock,
}: { slot: AgendaSlot } & Pick<Props, "onBlock" | "onUnblock">) {
  const label = STATE_LABEL[slot.state] ?? (slot.past ? "Encerrado" : null);
  const action = slot.past
    ? null
    : slot.state === "free"
      ? onBlock
      : slot.state === "blocked"
        ? onUnblock
        : null;
  return (
    <button
      type="button"
      disabled={!action}
      onClick={() => action?.(slot)}
      className={cn(
        "flex w-full flex-col items-start gap-1 rounded-md border px-3 py-2 text-left text-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600",
        action
          ? "border-slate-300 bg-white text-slate-900 hover:border-teal-600 hover:bg-teal-50"
          : "cursor-not-allowed border-slate-200 bg-slate-50 text-slate-700",
      )}
    >
      <span className="font-semibold">
        {slot.startTime} – {slot.endTime}
      </span>{" "}
      {label ? (
        <Badge tone={slot.state === "free" ? "grey" : STATE_TONE[slot.state]}>{label}</Badge>
      ) : (
        <span className="text-xs text-slate-600">Livre</span>
      )}
    </button>
  );
}
