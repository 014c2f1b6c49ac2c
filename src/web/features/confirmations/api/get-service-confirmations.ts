import type { ServiceConfirmation } from "@domain/contracts/confirmations";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { confirmationsKeys } from "@web/lib/query-keys";

export const SERVICE_CONFIRMATIONS_PATH = "/api/service-confirmations";

/** GET /api/service-confirmations: the signed-in user's side of each service. */
export const getServiceConfirmations = () =>
  apiRequest<ServiceConfirmation[]>("GET", SERVICE_CONFIRMATIONS_PATH);

export const serviceConfirmationsQueryOptions = () =>
  queryOptions({ queryKey: confirmationsKeys.list(), queryFn: getServiceConfirmations });

export const useServiceConfirmations = () => useQuery(serviceConfirmationsQueryOptions());
