import type { OpenSlots, Slot } from "@domain/slots";
import { cn } from "@web/lib/cn";
import { CalendarX } from "lucide-react";
import { EMPTY_SLOTS_TEXT } from "../lib/booking-rules";

interface Props {
  open: OpenSlots;
  selected: string | null;
  onSelect: (slot: Slot) => void;
}

/** The open slots of the chosen day ('09:00 até 10:00'), or why there are none. */
export function SlotGrid({ open, selected, onSelect }: Props) {
  if (open.reason) {
    return (
      <div role="status" className="flex gap-3 rounded-md bg-amber-50 p-4 text-sm text-amber-950">
        <CalendarX className="size-5 shrink-0" aria-hidden="true" />
        <div className="space-y-1">
          <p className="font-medium">Nenhum horário disponível nesta data.</p>
          <p>{EMPTY_SLOTS_TEXT[open.reason]}</p>
        </div>
      </div>
    );
  }
  return (
    <ul aria-label="Horários disponíveis" className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      {open.slots.map((slot) => {
        const isSelected = slot.startTime === selected;
        return (
          <li key={slot.startTime}>
            <button
              type="button"
              aria-pressed={isSelected}
              onClick={() => onSelect(slot)}
              className={cn(
                "w-full rounded-md border px-2 py-2 text-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-1",
                isSelected
                  ? "border-teal-700 bg-teal-700 text-white"
                  : "border-slate-300 bg-white text-slate-900 hover:border-teal-600 hover:bg-teal-50",
              )}
            >
              <span className="font-semibold">{slot.startTime}</span>{" "}
              <span className={isSelected ? "text-white" : "text-slate-600"}>
                até {slot.endTime}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
