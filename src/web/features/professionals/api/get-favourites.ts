import type { Favourites } from "@domain/contracts/favourites";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { favouritesKeys } from "@web/lib/query-keys";

/** GET /api/favourites: the client's saved professionals as search cards, newest first. */
export const getFavourites = () => apiRequest<Favourites>("GET", "/api/favourites");

export const favouritesQueryOptions = () =>
  queryOptions({ queryKey: favouritesKeys.list(), queryFn: getFavourites });

export const useFavourites = () => useQuery(favouritesQueryOptions());
