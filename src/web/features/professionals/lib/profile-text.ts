import { NEW_PROFESSIONAL_WINDOW_MONTHS, SEARCH_MAX_AREAS_SHOWN } from "@domain/constants";
import { parseLocalDate } from "@web/lib/dates";
import { formatPrice, formatRating } from "@web/lib/format";
import { format, subMonths } from "date-fns";

/** At most 3 home-service areas, then 'e mais N bairros' (SPEC §2 search, §9). */
export function areasSummary(areas: readonly string[]): { shown: string[]; more: string | null } {
  const shown = areas.slice(0, SEARCH_MAX_AREAS_SHOWN);
  const rest = areas.length - shown.length;
  return { shown, more: rest > 0 ? `e mais ${rest} ${rest === 1 ? "bairro" : "bairros"}` : null };
}

/** 'A partir de R$ 150,00' or 'R$ 150,00'; null when the professional set no price. */
export function priceText(priceRange: string | null, startingFrom: boolean): string | null {
  if (priceRange === null || priceRange.trim() === "") return null;
  return `${startingFrom ? "A partir de " : ""}R$ ${formatPrice(priceRange)}`;
}

/**
 * Public profile (SPEC §2): the average to one decimal; without reviews, 'Novo - Sem avaliações
 * ainda' when the professional profile was created within the last month.
 */
export function profileRatingText(
  averageRating: number | null,
  reviewCount: number,
  profileCreatedAt: string,
  now: Date,
): string {
  if (averageRating !== null && reviewCount > 0) return formatRating(averageRating);
  const isNew = new Date(profileCreatedAt) > subMonths(now, NEW_PROFESSIONAL_WINDOW_MONTHS);
  return isNew ? "Novo - Sem avaliações ainda" : "Sem avaliações ainda";
}

/**
 * The `return` parameter only ever leads back to the search page: anything that is not a
 * local path under /professionals (another site, //host, /admin) falls back to it.
 */
export function backToSearchHref(returnParam: string | null): string {
  if (!returnParam) return "/professionals";
  const isSearchPath = /^\/professionals(?:[?#]|$)/.test(returnParam);
  return isSearchPath ? returnParam : "/professionals";
}

/**
 * "Próximo horário: qui., 27/11 às 14:00" from nextAvailableAt ("2026-11-27T14:00", the
 * professional's wall clock: shown as it is, never converted to the viewer's zone).
 */
export function nextSlotText(nextAvailableAt: string): string {
  const [date = "", time = ""] = nextAvailableAt.split("T");
  const day = parseLocalDate(date);
  return `Próximo horário: ${WEEKDAY_ABBREVIATED[day.getDay()]}, ${format(day, "dd/MM")} às ${time}`;
}

/** The weekday as the issue writes it ("qui."); date-fns' pt-BR "EEE" gives "quinta". */
const WEEKDAY_ABBREVIATED = ["dom.", "seg.", "ter.", "qua.", "qui.", "sex.", "sáb."] as const;

/** What a card or the profile offers instead of 'Agendar consulta', or null when it offers it. */
export function notBookableText(offer: {
  acceptsViewer: boolean;
  nextAvailableAt: string | null;
}): string | null {
  if (!offer.acceptsViewer) return "Não está aceitando novos pacientes";
  if (!offer.nextAvailableAt) return "Sem horários disponíveis";
  return null;
}

/** The profile's address opening the booking dialog on the next free slot (`horario`). */
export function withSlotParam(href: string, nextAvailableAt: string): string {
  return `${href}${href.includes("?") ? "&" : "?"}horario=${encodeURIComponent(nextAvailableAt)}`;
}
