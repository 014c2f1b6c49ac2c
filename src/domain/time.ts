/**
 * Calendar arithmetic on "yyyy-MM-dd" dates and "HH:mm" times, free of the machine's own zone.
 * "Now" is always read in an explicit IANA zone (the professional's).
 */

export interface ZonedNow {
  /** "yyyy-MM-dd" */
  date: string;
  /** "HH:mm" */
  time: string;
  /** 0 Sunday to 6 Saturday */
  dayOfWeek: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock date and time at `instant` in `timeZone`. */
export function nowInZone(timeZone: string, instant: Date): ZonedNow {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  return { date, time: `${parts.hour}:${parts.minute}`, dayOfWeek: dayOfWeek(date) };
}

const utcMidnight = (isoDate: string) => Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`);

/** 0 Sunday to 6 Saturday. */
export function dayOfWeek(isoDate: string): number {
  return new Date(utcMidnight(isoDate)).getUTCDay();
}

export function addDays(isoDate: string, days: number): string {
  return new Date(utcMidnight(isoDate) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / 86_400_000);
}

/** "09:30" (or "09:30:00") → 570 */
export function toMinutes(time: string): number {
  const [h, m] = time.split(":").map(Number);
  return h! * 60 + m!;
}

/** 570 → "09:30" */
export function fromMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}

/** Compares two local moments given as date + time; negative when `a` is earlier. */
export function compareDateTime(
  a: { date: string; time: string },
  b: { date: string; time: string },
): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  return toMinutes(a.time) - toMinutes(b.time);
}
