import type { EmailDeliveryStats } from "@domain/contracts/admin";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { adminKeys } from "@web/lib/query-keys";

/** GET /api/admin/email-delivery: e-mails given up and the last error (decision 0246). */
export const getEmailDelivery = () =>
  apiRequest<EmailDeliveryStats>("GET", "/api/admin/email-delivery");

export const emailDeliveryQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.emailDelivery(), queryFn: getEmailDelivery });

export const useEmailDelivery = () => useQuery(emailDeliveryQueryOptions());
