import { getHolidays } from "@brazilian-utils/brazilian-utils";

/**
 * Brazil's national holidays (feriados nacionais), one home for the agenda and the series
 * (decisions 0284, 0374). Source: Lei 662/1949 as amended by Lei 6.802/1980 (12 de outubro),
 * Lei 10.607/2002 and Lei 14.759/2023 (20 de novembro), with Good Friday and Corpus Christi
 * as `@brazilian-utils` computes them from Easter. National only: no state or city holidays and
 * no pontos facultativos such as Carnaval, which many practices work.
 */
export interface Holiday {
  /** "yyyy-MM-dd" */
  date: string;
  /** In Portuguese, e.g. "Proclamação da República". */
  name: string;
}

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * The national holidays between two ISO dates (inclusive). The library gives local midnights:
 * read with the local calendar fields, never as UTC.
 */
export function nationalHolidays(startDate: string, endDate: string): Holiday[] {
  const first = Number(startDate.slice(0, 4));
  const last = Number(endDate.slice(0, 4));
  const found: Holiday[] = [];
  for (let year = first; year <= last; year++) {
    for (const h of getHolidays(year)) {
      if (h.type !== "national") continue;
      const date = `${h.date.getFullYear()}-${pad(h.date.getMonth() + 1)}-${pad(h.date.getDate())}`;
      if (date >= startDate && date <= endDate) found.push({ date, name: h.name });
    }
  }
  return found.sort((a, b) => a.date.localeCompare(b.date));
}
