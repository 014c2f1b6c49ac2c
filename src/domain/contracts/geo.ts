import { optionalText } from "./common";
import { PROFILE_MESSAGES } from "./profile";
import { z } from "./z";

/** How many bairro suggestions one answer holds. */
export const NEIGHBORHOOD_SUGGESTIONS_MAX = 20;

/** GET /api/geocoding/municipalities: every municipality with its state (issue 18). */
export const municipalitySchema = z.object({ name: z.string(), uf: z.string() });
export type Municipality = z.infer<typeof municipalitySchema>;

/**
 * GET /api/geocoding/neighborhoods?city=&q= (decision 0332): bairro suggestions for a city,
 * from its official list and the bairros professionals there have published.
 */
export const neighborhoodSuggestionsQuerySchema = z.object({
  city: z
    .string({ message: PROFILE_MESSAGES.invalidCity })
    .trim()
    .min(1, PROFILE_MESSAGES.invalidCity)
    .max(100, PROFILE_MESSAGES.invalidCity),
  q: optionalText(100, PROFILE_MESSAGES.invalidNeighborhood),
});
export type NeighborhoodSuggestionsQuery = z.output<typeof neighborhoodSuggestionsQuerySchema>;
export const neighborhoodSuggestionsSchema = z.array(z.object({ name: z.string() }));
