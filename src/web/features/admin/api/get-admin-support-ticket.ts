import type { AdminSupportTicket } from "@domain/contracts/support";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { adminKeys } from "@web/lib/query-keys";

/** GET /api/admin/support/tickets/:id: the ticket, who opened it, its deadline and thread. */
export const getAdminSupportTicket = (id: string) =>
  apiRequest<AdminSupportTicket>("GET", `/api/admin/support/tickets/${id}`);

export const adminSupportTicketQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminKeys.supportTicket(id),
    queryFn: () => getAdminSupportTicket(id),
  });

export const useAdminSupportTicket = (id: string) => useQuery(adminSupportTicketQueryOptions(id));
