import { Button } from "@web/components/ui/button";
import { monthLabel } from "@web/lib/dates";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { shiftMonth } from "../lib/month";

/** "Mês anterior", the month's name ("Novembro de 2026") and "Próximo mês". */
export function MonthSwitcher({
  month,
  onChange,
}: {
  month: string;
  onChange: (month: string) => void;
}) {
  const previous = shiftMonth(month, -1);
  const next = shiftMonth(month, 1);
  return (
    <div className="flex items-center justify-between gap-2 sm:justify-start">
      <Button
        variant="outline"
        size="icon"
        aria-label="Mês anterior"
        disabled={!previous}
        onClick={() => previous && onChange(previous)}
      >
        <ChevronLeft aria-hidden="true" />
      </Button>
      <h2 aria-live="polite" className="min-w-44 text-center text-lg font-semibold text-slate-900">
        {monthLabel(`${month}-01`)}
      </h2>
      <Button
        variant="outline"
        size="icon"
        aria-label="Próximo mês"
        disabled={!next}
        onClick={() => next && onChange(next)}
      >
        <ChevronRight aria-hidden="true" />
      </Button>
    </div>
  );
}
