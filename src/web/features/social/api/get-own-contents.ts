import type { OwnContent } from "@domain/contracts/contents";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { contentsKeys } from "@web/lib/query-keys";

/** GET /api/contents/mine: the professional's own contents. */
export const getOwnContents = () => apiRequest<OwnContent[]>("GET", "/api/contents/mine");

export const ownContentsQueryOptions = () =>
  queryOptions({ queryKey: contentsKeys.mine(), queryFn: getOwnContents });

export const useOwnContents = () => useQuery(ownContentsQueryOptions());
