import type { ProfessionalAppointmentsPage } from "@domain/contracts/professional-appointments";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { appointmentsKeys } from "@web/lib/query-keys";

/**
 * GET /api/appointments/professional: one page (latest first) and the counters over all of the
 * professional's appointments; `cursor` is the previous page's `nextCursor` (decision 0092).
 */
export const getProfessionalAppointments = (cursor: string | null) =>
  apiRequest<ProfessionalAppointmentsPage>(
    "GET",
    cursor
      ? `/api/appointments/professional?${new URLSearchParams({ cursor })}`
      : "/api/appointments/professional",
  );

export const professionalAppointmentsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: appointmentsKeys.professionalList(),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => getProfessionalAppointments(pageParam),
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

export const useProfessionalAppointments = () =>
  useInfiniteQuery(professionalAppointmentsQueryOptions());
