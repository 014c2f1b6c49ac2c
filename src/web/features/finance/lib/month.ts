/** "AAAA-MM" of the years the server answers for (financeMonthQuerySchema's pattern). */
const MONTH = /^(20[2-9]\d)-(0[1-9]|1[0-2])$/;

export const isFinanceMonth = (value: string | null | undefined): value is string =>
  typeof value === "string" && MONTH.test(value);

/** The month of `now` in the browser's local time, "2026-11". */
export const monthOf = (now: Date) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}`;

/** "2026-11" moved by `delta` months ("2026-12" + 1 → "2027-01"); null outside the served years. */
export function shiftMonth(month: string, delta: number): string | null {
  const [year, m] = month.split("-").map(Number) as [number, number];
  const shifted = monthOf(new Date(year, m - 1 + delta, 1));
  return isFinanceMonth(shifted) ? shifted : null;
}
