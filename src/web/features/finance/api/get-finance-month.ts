import type { FinanceMonth } from "@domain/contracts/payments";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { financeKeys } from "@web/lib/query-keys";

/** GET /api/financeiro?month=AAAA-MM: the month's sessions, totals and the receipts to issue. */
export const getFinanceMonth = (month: string) =>
  apiRequest<FinanceMonth>("GET", `/api/financeiro?month=${encodeURIComponent(month)}`);

export const financeMonthQueryOptions = (month: string) =>
  queryOptions({ queryKey: financeKeys.month(month), queryFn: () => getFinanceMonth(month) });

/** The previous month stays on screen while the next one loads (the switcher doesn't jump). */
export const useFinanceMonth = (month: string) =>
  useQuery({ ...financeMonthQueryOptions(month), placeholderData: keepPreviousData });
