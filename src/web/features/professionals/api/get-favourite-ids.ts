import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { favouritesKeys } from "@web/lib/query-keys";

/** GET /api/favourites/ids: which professionals the client saved (the hearts). */
/** The read's address, which the server's render of the search asks too (decision 0366). */
export const FAVOURITE_IDS_PATH = "/api/favourites/ids";
export const getFavouriteIds = () => apiRequest<string[]>("GET", FAVOURITE_IDS_PATH);

export const favouriteIdsQueryOptions = () =>
  queryOptions({ queryKey: favouritesKeys.ids(), queryFn: getFavouriteIds });

/** Only for a signed-in client (`enabled`): nobody else has favourites. */
export const useFavouriteIds = (enabled: boolean) =>
  useQuery({ ...favouriteIdsQueryOptions(), enabled });
