import type { AdminReport } from "@domain/contracts/admin-reports";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { adminKeys } from "@web/lib/query-keys";
import { type ReportFilters, reportQuery } from "../lib/report-filters";

/** GET /api/admin/reports: the period's figures with the filters given (decision 0405). */
export const getAdminReport = (filters: ReportFilters) =>
  apiRequest<AdminReport>("GET", `/api/admin/reports?${reportQuery(filters)}`);

/** The same report as a CSV file: the link 'Exportar CSV' downloads. */
export const adminReportCsvUrl = (filters: ReportFilters) =>
  `/api/admin/reports.csv?${reportQuery(filters)}`;

export const adminReportQueryOptions = (filters: ReportFilters) =>
  queryOptions({
    queryKey: adminKeys.report({ ...filters }),
    queryFn: () => getAdminReport(filters),
    // A new period keeps the last figures on screen until its own arrive.
    placeholderData: keepPreviousData,
  });

export const useAdminReport = (filters: ReportFilters) =>
  useQuery(adminReportQueryOptions(filters));
