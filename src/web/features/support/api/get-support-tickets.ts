import type { SupportTicketList } from "@domain/contracts/support";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { supportKeys } from "@web/lib/query-keys";

/** GET /api/support/tickets: the person's own tickets, newest first. */
export const getSupportTickets = () => apiRequest<SupportTicketList>("GET", "/api/support/tickets");

export const supportTicketsQueryOptions = () =>
  queryOptions({ queryKey: supportKeys.list(), queryFn: getSupportTickets });

export const useSupportTickets = () => useQuery(supportTicketsQueryOptions());
