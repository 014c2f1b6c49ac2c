import type { AvailabilityWindow } from "@domain/slots";
import { dayOfWeek } from "@domain/time";
import { WEEKDAY_NAMES, workingWeekdays } from "./weekdays";

export type DayClick = { kind: "open" } | { kind: "refuse"; title: string; description?: string };

/**
 * What clicking a calendar day does (SPEC §2, §5, §8): a working day from today on opens the
 * slot picker; otherwise the toast that says why not. `availability` is undefined while it has
 * not arrived; a failed read arrives as an empty list (SPEC §8), hence "configure first".
 */
export function dayClick(
  date: string,
  today: string,
  availability: readonly AvailabilityWindow[] | undefined,
): DayClick {
  if (!availability) return { kind: "refuse", title: "Dados de disponibilidade não carregados." };
  if (date < today) {
    return {
      kind: "refuse",
      title: "Data não válida",
      description: "Não é possível gerenciar datas passadas.",
    };
  }
  const working = workingWeekdays(availability);
  const weekday = dayOfWeek(date);
  if (working.includes(weekday)) return { kind: "open" };
  return {
    kind: "refuse",
    title: `${WEEKDAY_NAMES[weekday]} não disponível`,
    description: working.length
      ? `Você só trabalha em: ${working.map((d) => WEEKDAY_NAMES[d]).join(", ")}`
      : "Configure sua disponibilidade primeiro nas configurações da agenda.",
  };
}
