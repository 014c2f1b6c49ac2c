import { foldName } from "./text";

/**
 * The abbreviations people type in bairro names, as whole words with or without the dot
 * (decision 0330): "Jd. Paulista" is "Jardim Paulista". The search-state trigger spells the same
 * list in SQL (place_key, drizzle/0024); src/server/features/professionals/place-key.test.ts
 * checks that both agree.
 */
export const PLACE_ABBREVIATIONS = {
  jd: "jardim",
  vl: "vila",
  pq: "parque",
  res: "residencial",
  cj: "conjunto",
  sta: "santa",
  sto: "santo",
} as const;

const ABBREVIATION = /\b(jd|vl|pq|res|cj|sta|sto)\b\.?/g;

/**
 * A bairro or city as places are compared (decision 0330): without case, accents, surrounding or
 * repeated spaces, with the common abbreviations spelled out. Two names are the same place
 * exactly when their keys are equal: "Jardim" is not "Jardim Paulista".
 */
export function placeKey(name: string): string {
  return foldName(name)
    .replace(
      ABBREVIATION,
      (_, word: keyof typeof PLACE_ABBREVIATIONS) => `${PLACE_ABBREVIATIONS[word]} `,
    )
    .replace(/\s+/g, " ")
    .trim();
}

/** Whether two names are the same place (placeKey equal); blank names are no place. */
export function samePlace(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a?.trim() || !b?.trim()) return false;
  return placeKey(a) === placeKey(b);
}

/**
 * The office's city as the profile and appointments show it: "Rio de Janeiro - RJ" where the
 * spec had the fixed 'São Paulo - SP' (decision 0333); null without a city.
 */
export function officeCityText(city: string | null | undefined, state: string | null | undefined) {
  if (!city) return null;
  return state ? `${city} - ${state}` : city;
}
