import type { SupportTicketDetail } from "@domain/contracts/support";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { supportKeys } from "@web/lib/query-keys";

/** GET /api/support/tickets/:id: one of the person's tickets with its thread. */
export const getSupportTicket = (id: string) =>
  apiRequest<SupportTicketDetail>("GET", `/api/support/tickets/${id}`);

export const supportTicketQueryOptions = (id: string) =>
  queryOptions({ queryKey: supportKeys.ticket(id), queryFn: () => getSupportTicket(id) });

export const useSupportTicket = (id: string) => useQuery(supportTicketQueryOptions(id));
