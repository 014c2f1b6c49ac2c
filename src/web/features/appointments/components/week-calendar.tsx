import { addDays } from "@domain/time";
import { Button } from "@web/components/ui/button";
import { cn } from "@web/lib/cn";
import { formatDayWithWeekday, WEEKDAY_SHORT } from "@web/lib/dates";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { hasNextWeek, weekDays, weekLabel, weekStartOf } from "../lib/week";

interface Props {
  weekStart: string;
  /** Today in the professional's zone; its week is the first that may be shown. */
  today: string;
  selectedDate: string | null;
  isSelectable: (date: string) => boolean;
  onWeekChange: (weekStart: string) => void;
  onSelect: (date: string) => void;
}

/** One week at a time, Sunday first; past days and days off cannot be chosen. */
export function WeekCalendar(props: Props) {
  const { weekStart } = props;
  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label="Semana anterior"
          disabled={weekStart <= weekStartOf(props.today)}
          onClick={() => props.onWeekChange(addDays(weekStart, -7))}
        >
          <ChevronLeft />
        </Button>
        <p aria-live="polite" className="text-center text-sm font-medium text-slate-900">
          {weekLabel(weekStart)}
        </p>
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label="Próxima semana"
          disabled={!hasNextWeek(weekStart, props.today)}
          onClick={() => props.onWeekChange(addDays(weekStart, 7))}
        >
          <ChevronRight />
        </Button>
      </div>
      <ul aria-label="Dias da semana" className="grid grid-cols-7 gap-1">
        {weekDays(weekStart).map((date, i) => {
          const selectable = props.isSelectable(date);
          const selected = date === props.selectedDate;
          return (
            <li key={date}>
              <button
                type="button"
                aria-label={
                  date === props.today
                    ? `Hoje, ${formatDayWithWeekday(date, "inside")}`
                    : formatDayWithWeekday(date)
                }
                aria-pressed={selected}
                disabled={!selectable}
                onClick={() => props.onSelect(date)}
                className={cn(
                  "flex w-full flex-col items-center rounded-md border py-2 text-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-1",
                  selected
                    ? "border-teal-700 bg-teal-700 text-white"
                    : selectable
                      ? "border-slate-300 bg-white text-slate-900 hover:border-teal-600 hover:bg-teal-50"
                      : "cursor-not-allowed border-transparent bg-slate-100 text-slate-500 line-through",
                )}
              >
                <span className="text-xs">{date === props.today ? "Hoje" : WEEKDAY_SHORT[i]}</span>
                <span className="font-semibold">{Number(date.slice(8, 10))}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
