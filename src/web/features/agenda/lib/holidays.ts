import { getHolidays } from "@brazilian-utils/brazilian-utils";

export interface Holiday {
  /** "yyyy-MM-dd" */
  date: string;
  /** In Portuguese, e.g. "Proclamação da República". */
  name: string;
}

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * The national holidays between two ISO dates (inclusive), from `@brazilian-utils` (decision
 * 0284: national only, no state holidays nor pontos facultativos such as Carnaval). The library
 * gives local midnights: read with the local calendar fields, never as UTC.
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
