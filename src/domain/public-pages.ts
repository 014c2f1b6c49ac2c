import { SPECIALTIES, type Specialty } from "./constants";
import type { CurrentUser } from "./contracts/auth";
import type { Content } from "./contracts/contents";
import type { ProfessionalSearchResult, PublicProfessional } from "./contracts/professionals";
import type { ProfessionalReviewsResponse } from "./contracts/reviews";
import type { SiteInfo } from "./contracts/site";
import { PROFILE_PATH_PREFIX, SPECIALTY_SLUG } from "./public-routes";
import { SHARED_CITY_SLUGS } from "./shared-city-slugs";
import { specialtyTitle, type TitleForm } from "./text";

/**
 * Issue 18: the public pages' addresses (decision 0350). A profile lives at
 * `/profissional/<slug>-<publicNumber>`; the slug words are decoration (the number alone finds
 * the profile, a stale slug redirects). Listing pages are `/<specialty>/<city>[/<bairro>]`.
 */
export {
  LISTING_ROUTE_PATTERNS,
  PROFILE_PATH_PREFIX,
  PROFILE_ROUTE_PATTERN,
  SSR_STATE_ID,
} from "./public-routes";

/** "Ana Souza Psicóloga" → "ana-souza-psicologa": no accents, lower case, dashes. */
export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The first segment of a listing page: `/psicologia/...`. */
export const specialtySlug = (specialty: Specialty) => SPECIALTY_SLUG[specialty];

/** "nutricao" → "Nutrição"; anything else → null. */
export const specialtyOfSlug = (slug: string): Specialty | null =>
  SPECIALTIES.find((s) => SPECIALTY_SLUG[s] === slug) ?? null;

export interface ProfileAddressParts {
  firstName: string;
  lastName: string;
  publicNumber: number;
  professionalProfile: { specialties: string[]; titleForm?: TitleForm | null };
}

/**
 * The word an address kept for a title without a chosen form when its wording changed
 * ("Psicólogo(a)" became "Profissional de Psicologia", decision 0375): addresses do not move.
 */
const UNSET_TITLE_IN_ADDRESS: Partial<Record<string, string>> = { Psicologia: "psicologo-a" };

/** `/profissional/ana-souza-psicologa-12345`: name, title in the person's form, number. */
export function profilePath(p: ProfileAddressParts): string {
  const { specialties, titleForm } = p.professionalProfile;
  const title =
    (titleForm ? null : UNSET_TITLE_IN_ADDRESS[specialties[0] ?? ""]) ??
    specialtyTitle(specialties[0], titleForm);
  const words = slugify(`${p.firstName} ${p.lastName} ${title ?? ""}`);
  return `${PROFILE_PATH_PREFIX}${words ? `${words}-` : ""}${p.publicNumber}`;
}

/** The number at the end of a profile address segment ("ana-souza-12345" → 12345), or null. */
export function publicNumberOf(segment: string): number | null {
  const match = /(?:^|-)([1-9][0-9]{0,14})$/.exec(segment);
  return match ? Number(match[1]) : null;
}

/**
 * A city's address segment: "sao-paulo"; a name several municipalities share takes its state,
 * when given ("bom-jesus-pi", decision 0337).
 */
export function citySlug(city: string, state?: string | null): string {
  const slug = slugify(city);
  return state && SHARED_CITY_SLUGS.has(slug) ? `${slug}-${state.toLowerCase()}` : slug;
}

/** "Bom Jesus - PI" for a name several municipalities share, else the name alone. */
export function cityText(city: string, state?: string | null): string {
  return state && SHARED_CITY_SLUGS.has(slugify(city)) ? `${city} - ${state}` : city;
}

/**
 * `/psicologia/sao-paulo`, `/psicologia/sao-paulo/pinheiros` or, for a name several states
 * share, `/psicologia/bom-jesus-pi` (decision 0337).
 */
export function listingPath(
  specialty: Specialty,
  city: string,
  neighborhood?: string | null,
  state?: string | null,
) {
  const base = `/${specialtySlug(specialty)}/${citySlug(city, state)}`;
  return neighborhood ? `${base}/${slugify(neighborhood)}` : base;
}

/** "Psicologia" → "Psicólogos", how a listing page names who it lists. */
const PLURAL: Record<Specialty, string> = {
  Psicologia: "Psicólogos",
  Nutrição: "Nutricionistas",
  Fisioterapia: "Fisioterapeutas",
  "Personal Trainer": "Personal trainers",
};

/**
 * "Psicólogos em Pinheiros, São Paulo" (or "em Bom Jesus - PI", a name several states share):
 * the listing page's heading and title.
 */
export function listingHeading(
  specialty: Specialty,
  city: string,
  neighborhood?: string | null,
  state?: string | null,
) {
  const place = cityText(city, state);
  return `${PLURAL[specialty]} em ${neighborhood ? `${neighborhood}, ${place}` : place}`;
}

/**
 * What the server hands the web app's server entry to render a public page (decision 0351):
 * the same data the app's reads return, so the page's components render it as they would.
 */
export type PublicPageData =
  | {
      kind: "profile";
      professional: PublicProfessional;
      reviews: ProfessionalReviewsResponse;
      /** The latest contents (decision 0404): the profile's 'Conteúdos'. */
      contents?: Content[];
    }
  | {
      kind: "listing";
      specialty: Specialty;
      city: string;
      /** The city's state ('PI', decision 0337). */
      state: string;
      neighborhood: string | null;
      professionals: ProfessionalSearchResult[];
      /**
       * Where nobody is listed yet (issue 29, item 10): online professionals of the specialty,
       * and the city's own page when someone is listed there. Null when the page lists anyone.
       */
      alternatives: {
        online: ProfessionalSearchResult[];
        cityPath: string | null;
      } | null;
    }
  | {
      /** An app page the server renders for whoever opens it (decision 0366): the search. */
      kind: "app";
      user: CurrentUser | null;
      reads: AppPageAnswer[];
    };

/**
 * A read an app page starts with (decision 0366): the API address the page's own read asks and
 * the query key it keeps the answer under; `infinite` for a paged list (its first page).
 */
export interface AppPageRead {
  key: readonly unknown[];
  path: string;
  infinite?: boolean;
}

/** The API's answer to an `AppPageRead`, as JSON: what the browser would have been sent. */
export interface AppPageAnswer {
  key: readonly unknown[];
  data: unknown;
  infinite?: boolean;
}

/** The built server entry (`dist/ssr/entry-server.js`): the page's markup and its cache. */
export interface PublicPageRenderer {
  /** `site`: who operates Acolher, which every page's footer names (decision 0389). */
  render(
    url: string,
    data: PublicPageData,
    site: SiteInfo,
  ): Promise<{ html: string; state: unknown }>;
  /**
   * The reads an app page at `url` starts with for `user` (null: a visitor), or null when the
   * browser renders that page itself (decision 0366).
   */
  appReads?(
    url: string,
    user: CurrentUser | null,
    found?: { professionalId?: string },
  ): AppPageRead[] | null;
}

/** Each specialty by its address segment ("nutricao" → "Nutrição"). */
export const SPECIALTIES_BY_SLUG: ReadonlyMap<string, Specialty> = new Map(
  SPECIALTIES.map((s) => [SPECIALTY_SLUG[s], s]),
);
