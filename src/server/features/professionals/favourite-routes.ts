import {
  favouriteIdsResponseSchema,
  favouriteParamSchema,
  favouriteStateSchema,
  favouritesResponseSchema,
} from "@domain/contracts/favourites";
import { defineRoute, type RouteDef } from "@server/http/route";
import { listFavouriteIds, listFavourites, removeFavourite, saveFavourite } from "./favourites";

/** A client's saved professionals ('Salvar', 'Favoritos'; issue 18, decision 0343). */
export function favouriteRoutes(): RouteDef[] {
  return [
    defineRoute({
      method: "GET",
      url: "/api/favourites",
      access: ["client"],
      tag: "professionals",
      summary:
        "The client's saved professionals that search still shows, newest saved first, as search cards (at most 500).",
      response: favouritesResponseSchema,
      handler: ({ db, user }) => listFavourites(db, user),
    }),
    defineRoute({
      method: "GET",
      url: "/api/favourites/ids",
      access: ["client"],
      tag: "professionals",
      summary: "The ids of the professionals the client saved, newest first.",
      response: favouriteIdsResponseSchema,
      handler: ({ db, user }) => listFavouriteIds(db, user),
    }),
    defineRoute({
      method: "PUT",
      url: "/api/favourites/:professionalId",
      access: ["client"],
      tag: "professionals",
      summary:
        "Saves a professional the client may see (404 otherwise); saving again changes nothing; 409 past 500 saved.",
      params: favouriteParamSchema,
      response: favouriteStateSchema,
      handler: ({ db, user, now, params }) => saveFavourite(db, user, params.professionalId, now),
    }),
    defineRoute({
      method: "DELETE",
      url: "/api/favourites/:professionalId",
      access: ["client"],
      tag: "professionals",
      summary: "Removes a saved professional (no error when it was not saved).",
      params: favouriteParamSchema,
      response: favouriteStateSchema,
      handler: ({ db, user, params }) => removeFavourite(db, user, params.professionalId),
    }),
  ];
}
