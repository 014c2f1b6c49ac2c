import { SPECIALTIES, type Specialty } from "./constants";

/**
 * The public pages' route names (decision 0350), apart from public-pages.ts: the web app's first
 * download matches routes with these and must not carry the titles and slugs (decision 0130).
 */
export const PROFILE_PATH_PREFIX = "/profissional/";

export const SPECIALTY_SLUG: Readonly<Record<Specialty, string>> = {
  Psicologia: "psicologia",
  Nutrição: "nutricao",
  Fisioterapia: "fisioterapia",
  "Personal Trainer": "personal-trainer",
};

/** The element id of the server's dehydrated reads, which the browser hydrates from. */
export const SSR_STATE_ID = "ssr-state";

/** The listing pages' route patterns, one pair per specialty (`/psicologia/:city[/:neighborhood]`). */
export const LISTING_ROUTE_PATTERNS: readonly string[] = SPECIALTIES.flatMap((s) => [
  `/${SPECIALTY_SLUG[s]}/:city`,
  `/${SPECIALTY_SLUG[s]}/:city/:neighborhood`,
]);

/** The profile route pattern of the lasting address. */
export const PROFILE_ROUTE_PATTERN = "/profissional/:ref";

/**
 * The query parameters each server-rendered page reads (issue 28, item 8; decision 0373): a
 * profile, its way back to a search, the client's bairro and a slot to book; the search, its
 * filters; a listing page, none. Whatever else an address carries (a campaign tag, a typo, a
 * bot's random string) changes nothing on the page, so it makes no render of its own.
 */
export const PROFILE_QUERY_KEYS = ["return", "neighborhood", "horario", "agendar"] as const;
export const SEARCH_QUERY_KEYS = [
  "name",
  "specialty",
  "city",
  "state",
  "neighborhood",
  "serviceOptions",
  "minPrice",
  "maxPrice",
  "sort",
] as const;

/**
 * The address a page is rendered and kept under: its path and only the parameters it reads,
 * in one order, the first value of each, empty ones left out. Two addresses that show the same
 * page give the same string.
 */
export function pageAddress(url: string, keys: readonly string[]): string {
  const at = url.indexOf("?");
  if (at < 0) return url;
  // The parameters as written (their encoding kept), the first of each key the page reads.
  const first = new Map<string, string>();
  for (const part of url.slice(at + 1).split("&")) {
    const eq = part.indexOf("=");
    const key = safeDecode(eq < 0 ? part : part.slice(0, eq));
    if (key === null || !keys.includes(key) || first.has(key)) continue;
    if (eq < 0 || eq === part.length - 1) continue; // no value: the page reads none
    first.set(key, part);
  }
  const query = keys.flatMap((key) => first.get(key) ?? []).join("&");
  return query ? `${url.slice(0, at)}?${query}` : url.slice(0, at);
}

const safeDecode = (text: string): string | null => {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return null;
  }
};
