import { professionalSearchResultSchema } from "./professionals";
import { z } from "./z";

/** How many professionals a client may save (decision 0343). */
export const FAVOURITES_CAP = 500;

export const FAVOURITE_MESSAGES = {
  cap: `Você pode salvar até ${FAVOURITES_CAP} profissionais. Remova algum dos seus favoritos para salvar outro.`,
} as const;

/** GET /api/favourites: the saved professionals a client may still find, newest saved first. */
export const favouritesResponseSchema = z.array(professionalSearchResultSchema);
export type Favourites = z.infer<typeof favouritesResponseSchema>;

/** GET /api/favourites/ids: which professionals the client saved (the hearts on cards). */
export const favouriteIdsResponseSchema = z.array(z.string());

/** PUT and DELETE /api/favourites/{professionalId}. */
export const favouriteParamSchema = z.object({
  professionalId: z.uuid({ message: "Identificador inválido" }),
});

/** PUT and DELETE /api/favourites/{professionalId}: whether that professional is saved now. */
export const favouriteStateSchema = z.object({ professionalId: z.string(), saved: z.boolean() });
export type FavouriteState = z.infer<typeof favouriteStateSchema>;
