import {
  BOOKING_HORIZON_DAYS,
  SERIES_FREQUENCIES,
  SERIES_MAX_COUNT,
  SERIES_MIN_COUNT,
  type SeriesFrequency,
} from "@domain/constants";
import {
  SERIES_FREQUENCY_LABELS,
  seriesDates,
  seriesDatesText,
  seriesHolidays,
} from "@domain/series";
import { Checkbox } from "@web/components/ui/checkbox";
import { Label } from "@web/components/ui/input";
import { formatDate } from "@web/lib/dates";

/** The booking's 'Repetir' choice: null frequency = a single session. */
export interface Repeat {
  frequency: SeriesFrequency | null;
  count: number;
  /** 'Pular feriados nacionais', ticked unless the client unticks it (decision 0374). */
  skipHolidays: boolean;
}

export const NO_REPEAT: Repeat = { frequency: null, count: 4, skipHolidays: true };

const LEFT_OUT =
  "rounded border border-dashed border-slate-300 px-2 py-0.5 text-sm text-slate-700 line-through";

const SELECT =
  "h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600";
const COUNTS = Array.from(
  { length: SERIES_MAX_COUNT - SERIES_MIN_COUNT + 1 },
  (_, i) => SERIES_MIN_COUNT + i,
);

interface Props {
  value: Repeat;
  /** The chosen first date, if any: the dates requested are listed from it. */
  date: string | null;
  /** The last bookable date (180 days ahead): later dates are shown as left out. */
  lastDate: string;
  onChange: (value: Repeat) => void;
}

/**
 * 'Repetir' (issue 17 item 3): not at all, every week or every other week, 2 to 12 sessions,
 * listing the dates it will request before sending (decision 0260), national holidays left out
 * while 'Pular feriados nacionais' is ticked (decision 0374).
 */
export function RepeatField({ value, date, lastDate, onChange }: Props) {
  const dates = value.frequency && date ? seriesDates(date, value.frequency, value.count) : [];
  const holidays = value.skipHolidays ? seriesHolidays(dates) : [];
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="space-y-2">
        <Label htmlFor="booking-repeat">Repetir</Label>
        <select
          id="booking-repeat"
          className={SELECT}
          value={value.frequency ?? ""}
          onChange={(e) =>
            onChange({ ...value, frequency: (e.target.value || null) as SeriesFrequency | null })
          }
        >
          <option value="">Não repetir</option>
          {SERIES_FREQUENCIES.map((f) => (
            <option key={f} value={f}>
              {SERIES_FREQUENCY_LABELS[f]}
            </option>
          ))}
        </select>
      </div>
      {value.frequency ? (
        <div className="space-y-2">
          <Label htmlFor="booking-repeat-count">Número de sessões</Label>
          <select
            id="booking-repeat-count"
            className={SELECT}
            value={value.count}
            onChange={(e) => onChange({ ...value, count: Number(e.target.value) })}
          >
            {COUNTS.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {value.frequency ? (
        <div className="flex items-center gap-2 sm:col-span-2">
          <Checkbox
            id="booking-skip-holidays"
            checked={value.skipHolidays}
            onCheckedChange={(checked) => onChange({ ...value, skipHolidays: checked === true })}
          />
          <Label htmlFor="booking-skip-holidays">Pular feriados nacionais</Label>
        </div>
      ) : null}
      {dates.length > 0 ? (
        <div className="sm:col-span-2" aria-live="polite">
          <p className="text-sm font-medium text-slate-900">Datas que serão solicitadas</p>
          <ul aria-label="Datas que serão solicitadas" className="mt-1 flex flex-wrap gap-2">
            {dates.map((d) => {
              const holiday = holidays.find((h) => h.date === d);
              const why = holiday
                ? `feriado nacional: ${holiday.name}`
                : d > lastDate
                  ? `além de ${BOOKING_HORIZON_DAYS} dias`
                  : null;
              return why ? (
                <li key={d} className={LEFT_OUT}>
                  {formatDate(d)}
                  <span className="sr-only"> ({why}, fica de fora)</span>
                </li>
              ) : (
                <li
                  key={d}
                  className="rounded border border-slate-300 px-2 py-0.5 text-sm text-slate-800"
                >
                  {formatDate(d)}
                </li>
              );
            })}
          </ul>
          {holidays.length > 0 ? (
            <p className="mt-1 text-sm text-slate-700">
              Feriados que ficam de fora:{" "}
              {holidays.map((h) => `${formatDate(h.date)} (${h.name})`).join(", ")}.
            </p>
          ) : null}
          <p className="mt-1 text-sm text-slate-700">
            Datas que não estiverem livres ficam de fora; o profissional responde à série de uma
            vez.
          </p>
        </div>
      ) : null}
    </div>
  );
}

/** The notice after sending: a single request, or a series and the dates left out. */
export function seriesSentText(
  skippedDates: readonly string[] | undefined,
  skippedHolidays: readonly string[] = [],
): string {
  const sent = "Sua solicitação foi enviada. Você será notificado quando o profissional confirmar.";
  return [
    sent,
    ...(skippedDates?.length
      ? [`Estas datas não estavam livres e ficaram de fora: ${seriesDatesText(skippedDates)}.`]
      : []),
    ...(skippedHolidays.length
      ? [`Os feriados nacionais ficaram de fora: ${seriesDatesText(skippedHolidays)}.`]
      : []),
  ].join(" ");
}
