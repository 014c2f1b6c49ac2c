import { formatCpf } from "@brazilian-utils/brazilian-utils";
import { WHATSAPP_COUNTRY_CODE } from "@domain/constants";
import { onlyDigits } from "@domain/validation";

const currency = new Intl.NumberFormat("pt-BR", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "150.00" → "150,00" (the R$ sign is written by the caller, as the spec shows it). */
export const formatPrice = (value: string | number) => currency.format(Number(value));

const rating = new Intl.NumberFormat("pt-BR", {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** Ratings shown with one decimal, Brazilian style: 4.666 → "4,7" (SPEC §9, decision 0310). */
export const formatRating = (value: number) => rating.format(value);

/** '12 avaliações' / '1 avaliação'. */
export const reviewCountText = (count: number) =>
  `${count} ${count === 1 ? "avaliação" : "avaliações"}`;

/** Search card and appointment details: rating with one decimal, or 'Sem avaliações'. */
export function cardRatingText(averageRating: number | null, reviewCount: number): string {
  if (averageRating === null || reviewCount === 0) return "Sem avaliações";
  return `${formatRating(averageRating)} (${reviewCountText(reviewCount)})`;
}

export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

/** "11987654321" → "(11) 98765-4321"; partial input is masked as typed. */
export function maskPhone(value: string): string {
  const d = value.replace(/\D/g, "").slice(0, 11);
  if (d.length <= 2) return d.length ? `(${d}` : "";
  if (d.length <= 7) return `(${d.slice(0, 2)}) ${d.slice(2)}`;
  return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
}

/**
 * "12345678909" → "123.456.789-09" (SPEC §5: ###.###.###-##); partial input is masked as typed,
 * anything but digits is dropped and digits past the 11th are ignored.
 */
export const maskCpf = (value: string) => formatCpf(value);

/**
 * WhatsApp link with the country code 55 (SPEC §9), added unless the number already carries it
 * (12 or 13 digits starting with 55; a Brazilian number without it has 10 or 11, DDD 55
 * included), with `text` pre-filled when given (decision 0202).
 */
export function whatsappUrl(phone: string, text?: string): string {
  const digits = onlyDigits(phone);
  const withCountry =
    digits.length >= 12 && digits.startsWith(WHATSAPP_COUNTRY_CODE)
      ? digits
      : `${WHATSAPP_COUNTRY_CODE}${digits}`;
  const query = text ? `?text=${encodeURIComponent(text)}` : "";
  return `https://wa.me/${withCountry}${query}`;
}
