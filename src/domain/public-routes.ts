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
