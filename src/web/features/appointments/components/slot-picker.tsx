import type { OpenSlots, Slot } from "@domain/slots";
import { Skeleton } from "@web/components/ui/skeleton";
import { formatLongDate } from "@web/lib/dates";
import { SlotGrid } from "./slot-grid";

interface Props {
  date: string | null;
  openSlots: OpenSlots | null;
  selected: Slot | null;
  onSelect: (slot: Slot) => void;
}

/** The 'Horário' part of the form: a hint, a loading state, the grid or the empty reason. */
export function SlotPicker({ date, openSlots, selected, onSelect }: Props) {
  return (
    <section aria-labelledby="booking-time-title" className="space-y-3">
      <h3 id="booking-time-title" className="text-sm font-medium text-slate-900">
        Horário
        {date ? (
          <span className="font-normal text-slate-700"> · {formatLongDate(date)}</span>
        ) : null}
      </h3>
      {!date ? (
        <p className="text-sm text-slate-700">Selecione uma data para ver os horários.</p>
      ) : !openSlots ? (
        <div role="status" aria-label="Carregando horários" className="grid grid-cols-3 gap-2">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      ) : (
        <SlotGrid open={openSlots} selected={selected?.startTime ?? null} onSelect={onSelect} />
      )}
    </section>
  );
}
