import type { Holiday } from "@domain/holidays";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/use-toast";
import { formatDayWithWeekday } from "@web/lib/dates";
import { useBlockRange } from "../api/block-range";

interface Props {
  professionalId: string;
  /** The month's national holidays from today on. */
  holidays: Holiday[];
  isBlockedDay: (date: string) => boolean;
}

/** The month's national holidays, each with one click to block the whole day (decision 0284). */
export function HolidayList({ professionalId, holidays, isBlockedDay }: Props) {
  const block = useBlockRange(professionalId);
  if (!holidays.length) return null;
  return (
    <section aria-label="Feriados nacionais" className="grid gap-2">
      <h3 className="text-sm font-semibold text-slate-900">Feriados nacionais</h3>
      <ul className="grid gap-2">
        {holidays.map((h) => (
          <li
            key={h.date}
            className="flex flex-wrap items-center gap-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm"
          >
            <span className="grid">
              <span className="font-medium text-amber-900">Feriado: {h.name}</span>
              <span className="text-slate-700">{formatDayWithWeekday(h.date)}</span>
            </span>
            {isBlockedDay(h.date) ? (
              <span className="ml-auto text-slate-700">Dia bloqueado</span>
            ) : (
              <Button
                size="sm"
                variant="outline"
                className="ml-auto"
                aria-label={`Bloquear feriado: ${h.name}`}
                disabled={block.isPending && block.variables?.startDate === h.date}
                onClick={() =>
                  // The promise: the blocked holiday leaves this list before a callback would run.
                  block.mutateAsync({ startDate: h.date, reason: h.name }).then(
                    () => toast({ title: "Sucesso", description: `${h.name}: dia bloqueado.` }),
                    () => undefined,
                  )
                }
              >
                Bloquear feriado
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
