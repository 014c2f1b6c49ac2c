import type { SupportQueue } from "@domain/contracts/support";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { adminKeys } from "@web/lib/query-keys";

export type SupportQueueState = "open" | "closed";

/** GET /api/admin/support/tickets: the open queue by deadline, or the closed record (0390). */
export const getSupportQueue = (state: SupportQueueState, dataSubject: boolean) =>
  apiRequest<SupportQueue>(
    "GET",
    `/api/admin/support/tickets?state=${state}${dataSubject ? "&dataSubject=true" : ""}`,
  );

export const supportQueueQueryOptions = (state: SupportQueueState, dataSubject: boolean) =>
  queryOptions({
    queryKey: adminKeys.supportQueue(state, dataSubject),
    queryFn: () => getSupportQueue(state, dataSubject),
  });

export const useSupportQueue = (state: SupportQueueState, dataSubject: boolean) =>
  useQuery(supportQueueQueryOptions(state, dataSubject));
