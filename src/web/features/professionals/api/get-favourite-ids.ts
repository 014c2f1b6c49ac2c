import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { favouritesKeys } from "@web/lib/query-keys";

/** GET /api/favourites/ids: which professionals the client saved (the hearts). */
export const getFavouriteIds = () => apiRequest<string[]>("GET", "/api/favourites/ids");

export const favouriteIdsQueryOptions = () =>
  queryOptions({ queryKey: favouritesKeys.ids(), queryFn: getFavouriteIds });

/** Only for a signed-in client (`enabled`): nobody else has favourites. */
export const useFavouriteIds = (enabled: boolean) =>
  useQuery({ ...favouriteIdsQueryOptions(), enabled });
