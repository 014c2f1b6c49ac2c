import { Button } from "@web/components/ui/button";
import { cn } from "@web/lib/cn";
import { formatDayWithWeekday, monthLabel, WEEKDAY_SHORT } from "@web/lib/dates";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { monthWeeks } from "../lib/month";

interface Props {
  /** Any day of the month shown. */
  month: string;
  /** Today in the professional's zone. */
  today: string;
  isWorkingDay: (date: string) => boolean;
  hasBookedSessions: (date: string) => boolean;
  /** A whole-day block (day off, holiday, vacation) covers the date. */
  isBlockedDay?: (date: string) => boolean;
  /** The national holiday's name on the date, if any. */
  holidayName?: (date: string) => string | undefined;
  onMonthStep: (direction: 1 | -1) => void;
  onDayClick: (date: string) => void;
}

/**
 * SPEC §2 monthly calendar: Sunday first, working days green, a blue dot on days with
 * confirmed sessions; past days cannot be clicked. Issue 17: whole blocked days are grey and
 * struck, national holidays carry an amber dot (beside the blue one) and their name.
 */
export function MonthCalendar({ month, today, ...props }: Props) {
  return (
    <div className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="outline"
          size="icon"
          aria-label="Mês anterior"
          onClick={() => props.onMonthStep(-1)}
        >
          <ChevronLeft />
        </Button>
        <h2 aria-live="polite" className="text-lg font-semibold text-slate-900">
          {monthLabel(month)}
        </h2>
        <Button
          variant="outline"
          size="icon"
          aria-label="Próximo mês"
          onClick={() => props.onMonthStep(1)}
        >
          <ChevronRight />
        </Button>
      </div>
      <table className="w-full table-fixed border-separate border-spacing-1">
        <caption className="sr-only">Dias de {monthLabel(month)}</caption>
        <thead>
          <tr>
            {WEEKDAY_SHORT.map((name) => (
              <th key={name} scope="col" className="pb-1 text-xs font-medium text-slate-600">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((date, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a weekday column is a fixed position
                <td key={i} className="p-0">
                  {date ? <DayButton date={date} today={today} {...props} /> : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DayButton({
  date,
  today,
  ...props
}: Omit<Props, "month" | "onMonthStep"> & { date: string }) {
  const past = date < today;
  const working = props.isWorkingDay(date);
  const booked = props.hasBookedSessions(date);
  const blockedDay = props.isBlockedDay?.(date) ?? false;
  const holiday = props.holidayName?.(date);
  const label = [
    formatDayWithWeekday(date),
    date === today ? "hoje" : null,
    holiday ? `Feriado: ${holiday}` : null,
    blockedDay ? "dia bloqueado" : working ? "dia de trabalho" : "sem expediente",
    booked ? "com consultas confirmadas" : null,
  ]
    .filter(Boolean)
    .join(", ");
  return (
    <button
      type="button"
      aria-label={label}
      disabled={past}
      onClick={() => props.onDayClick(date)}
      className={cn(
        "relative flex h-11 w-full flex-col items-center justify-center rounded-md border text-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 sm:h-14",
        past
          ? "cursor-not-allowed border-transparent bg-white text-slate-400"
          : blockedDay
            ? "border-slate-300 bg-slate-200 text-slate-800 line-through hover:bg-slate-300"
            : working
              ? "border-green-300 bg-green-100 font-medium text-green-900 hover:bg-green-200"
              : "border-slate-200 bg-slate-50 text-slate-700 hover:bg-slate-100",
        date === today && "ring-2 ring-teal-600",
      )}
    >
      {Number(date.slice(8, 10))}
      {holiday || booked ? (
        // One row of marks under the number, centred on its day (issue 29: the holiday's dot sat
        // in the cell's corner, by the next day's cell).
        <span
          aria-hidden="true"
          className="absolute inset-x-0 bottom-1.5 flex justify-center gap-1"
        >
          {holiday ? (
            <span title={`Feriado: ${holiday}`} className="size-1.5 rounded-full bg-amber-500" />
          ) : null}
          {booked ? <span className="size-1.5 rounded-full bg-blue-600" /> : null}
        </span>
      ) : null}
    </button>
  );
}
