import type { messageReportSchema } from "@domain/contracts/messages";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { messagesKeys } from "@web/lib/query-keys";
import type { z } from "zod";

export type MessageReport = z.infer<typeof messageReportSchema>;

/** GET /api/admin/message-reports (admin): open reports, each with its conversation. */
export const getMessageReports = () =>
  apiRequest<MessageReport[]>("GET", "/api/admin/message-reports");

export const messageReportsQueryOptions = () =>
  queryOptions({ queryKey: messagesKeys.adminReports(), queryFn: getMessageReports });

export const useMessageReports = () => useQuery(messageReportsQueryOptions());
