import { SERVICE_OPTIONS, SPECIALTIES } from "../constants";

import {
  PROFESSIONAL_MESSAGES,
  SEARCH_MAX_PAGE_SIZE,
  SEARCH_PAGE_SIZE,
  SEARCH_SORTS,
  type SearchSort,
} from "../professionals";
import { REVIEW_VISIBILITIES } from "../review-rules";
import { TITLE_FORMS } from "../text";
import { professionalProfileSchema } from "./auth";
import { z } from "./z";

export {
  PROFESSIONAL_MESSAGES,
  SEARCH_MAX_PAGE_SIZE,
  SEARCH_PAGE_SIZE,
  SEARCH_SORTS,
  type SearchSort,
};

/** A blank query parameter (`?name=`) means "not given". */
const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

const optionalText = z.preprocess(blankToUndefined, z.string().trim().max(100).optional());

const price = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ message: PROFESSIONAL_MESSAGES.invalidPrice })
    .min(0, PROFESSIONAL_MESSAGES.invalidPrice)
    .max(1_000_000, PROFESSIONAL_MESSAGES.invalidPrice)
    .optional(),
);

/** `serviceOptions` may come repeated (`?serviceOptions=a&serviceOptions=b`) or as `a,b`. */
const serviceOptionList = z.preprocess((value) => {
  if (value === undefined) return undefined;
  const parts = (Array.isArray(value) ? value : [value])
    .flatMap((v) => String(v).split(","))
    .map((v) => v.trim())
    .filter(Boolean);
  return parts.length ? [...new Set(parts)] : undefined;
}, z
  .array(z.enum(SERVICE_OPTIONS, { message: PROFESSIONAL_MESSAGES.invalidServiceOption }))
  .optional());

const pageNumber = (fallback: number, min: number, max: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ message: "Paginação inválida" })
      .int("Paginação inválida")
      .min(min, "Paginação inválida")
      .max(max, `Paginação inválida (máximo ${max})`)
      .default(fallback),
  );

/** GET /api/professionals/search query (SPEC §7). Specialty omitted means all. */
export const searchProfessionalsQuerySchema = z
  .object({
    name: optionalText,
    specialty: z.preprocess(
      blankToUndefined,
      z.enum(SPECIALTIES, { message: PROFESSIONAL_MESSAGES.invalidSpecialty }).optional(),
    ),
    neighborhood: optionalText,
    /**
     * Issue 18 (decision 0331): a municipality's name ("Rio de Janeiro", any case or accents):
     * professionals with an office or home service there; `neighborhood` is then a bairro of it.
     * An unknown city is a 400.
     */
    city: optionalText,
    /**
     * Issue 18 (decision 0336): the city's state ('PI'). Needed only for a name several states
     * share ("Bom Jesus"): without it such a city is a 400 asking for the state.
     */
    state: optionalText,
    serviceOptions: serviceOptionList,
    minPrice: price,
    maxPrice: price,
    limit: pageNumber(SEARCH_PAGE_SIZE, 1, SEARCH_MAX_PAGE_SIZE),
    /**
     * "Mais cedo disponível" (issue 17, decision 0290): the soonest next free slot first;
     * absent: decision 0040's order.
     */
    sort: z.preprocess(
      blankToUndefined,
      z.enum(SEARCH_SORTS, { message: "Ordenação inválida" }).optional(),
    ),
    /** Keyset: the page after this professional, the last one shown (decision 0120). */
    after: z.preprocess(blankToUndefined, z.uuid({ message: "Paginação inválida" }).optional()),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    path: ["minPrice"],
    message: PROFESSIONAL_MESSAGES.minAboveMax,
  });
export type SearchProfessionalsQuery = z.output<typeof searchProfessionalsQuerySchema>;

/** SPEC §3 "Professional search result". */
export const professionalSearchResultSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().nullable(),
  createdAt: z.string(),
  professionalProfile: z.object({
    isVerified: z.boolean(),
    specialties: z.array(z.string()),
    /** Null and 0 when the reviews are private (decision 0387). */
    averageRating: z.number().nullable(),
    reviewCount: z.number(),
    /** Issue 30 (decision 0387): how the professional's reviews appear. */
    reviewVisibility: z.enum(REVIEW_VISIBILITIES),
    startingFrom: z.boolean(),
    priceRange: z.string().nullable(),
    serviceOptions: z.array(z.enum(SERVICE_OPTIONS)),
    officeAddress: z.string().nullable(),
    officeNeighborhood: z.string().nullable(),
    /** Issue 18 (decision 0333): the office's municipality and state ('RJ'). */
    officeCity: z.string().nullable(),
    officeState: z.string().nullable(),
    officeComplement: z.string().nullable(),
    homeServiceAreas: z.array(z.string()),
    availableForNewPatients: z.boolean(),
    /** Issue 18: the council register as they typed it ("CRP 06/123456"); never the CPF. */
    professionalRegister: z.string().nullable(),
    titleForm: z.enum(TITLE_FORMS).nullable(),
  }),
  /**
   * Issue 17: the professional's next free slot, their local date and time
   * ("2026-11-27T14:00", in their zone), or null when none within the booking horizon.
   */
  nextAvailableAt: z.string().nullable(),
  /** The zone of nextAvailableAt (the professional's). */
  timeZone: z.string(),
  /** Issue 18: the number in the profile's lasting address (decision 0350). */
  publicNumber: z.number().int(),
});
export type ProfessionalSearchResult = z.infer<typeof professionalSearchResultSchema>;
export const searchProfessionalsResponseSchema = z.array(professionalSearchResultSchema);

/**
 * GET /api/public/stats: the landing page's numbers (decision 0322): professionals a visitor
 * may find, and the cities they serve in person.
 */
export const publicStatsResponseSchema = z.object({
  verifiedProfessionals: z.number().int(),
  citiesServed: z.number().int(),
});
export type PublicStats = z.infer<typeof publicStatsResponseSchema>;

/**
 * GET /api/professionals/search/count (same filters as the search): how many professionals it
 * finds, at most SEARCH_COUNT_CAP; `more` when there are more than that (decision 0342).
 */
export const searchCountResponseSchema = z.object({
  count: z.number().int(),
  more: z.boolean(),
});
export type SearchCount = z.infer<typeof searchCountResponseSchema>;

/**
 * GET /api/professionals/search/alternatives (issue 29): where an empty search may look next.
 * A specialty is required ('Escolha uma especialidade.'); the city, with its state for a name
 * several states share, as the search takes it.
 */
export const searchAlternativesQuerySchema = z.object({
  specialty: z.preprocess(
    blankToUndefined,
    z.enum(SPECIALTIES, { message: "Escolha uma especialidade." }),
  ),
  city: optionalText,
  state: optionalText,
});
export type SearchAlternativesQuery = z.output<typeof searchAlternativesQuerySchema>;

/**
 * How many of the specialty attend online (anywhere), and up to six other cities of the searched
 * city's state where some of them attend in person, most professionals first.
 */
export const searchAlternativesResponseSchema = z.object({
  online: searchCountResponseSchema,
  cities: z.array(z.object({ city: z.string(), state: z.string(), count: z.number().int() })),
});
export type SearchAlternatives = z.infer<typeof searchAlternativesResponseSchema>;

/** GET /api/professionals/price-range. */
export const priceRangeResponseSchema = z.object({ minPrice: z.number(), maxPrice: z.number() });
export type PriceRange = z.infer<typeof priceRangeResponseSchema>;

/**
 * GET /api/professionals/{id}: what any signed-in user may see. Never the CPF; the council
 * register since issue 18 (decision 0341); e-mail and phone only as the professional's privacy
 * settings allow.
 */
export const publicProfessionalSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().nullable(),
  createdAt: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  bio: z.string().nullable(),
  // The profile as its owner sees it, without what stays private: the CPF.
  professionalProfile: professionalProfileSchema
    .omit({ cpf: true })
    .extend({ averageRating: z.number().nullable(), reviewCount: z.number() }),
  /** Issue 17: as in the search result: local date and time of the next free slot, or null. */
  nextAvailableAt: z.string().nullable(),
  timeZone: z.string(),
  /**
   * Whether the viewer may request a session: false when the professional is not accepting new
   * patients and the viewer is not one of their clients (decision 0083), or is not a client.
   * For a visitor (not signed in): whether the professional takes new patients, what a new
   * client would get (decision 0320).
   */
  viewerMayBook: z.boolean(),
  /** Issue 18: the number in the profile's lasting address (decision 0350). */
  publicNumber: z.number().int(),
});
export type PublicProfessional = z.infer<typeof publicProfessionalSchema>;
