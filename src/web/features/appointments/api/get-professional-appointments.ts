import type {
  ProfessionalAppointmentPeriod,
  ProfessionalAppointmentsPage,
} from "@domain/contracts/professional-appointments";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { appointmentsKeys } from "@web/lib/query-keys";

/**
 * GET /api/appointments/professional: one page of the upcoming list (soonest first) or of the
 * history (latest first), and the counters over all of the professional's appointments;
 * `cursor` is the previous page's `nextCursor` (decisions 0092, 0380).
 */
export const getProfessionalAppointments = (
  period: ProfessionalAppointmentPeriod,
  cursor: string | null,
) =>
  apiRequest<ProfessionalAppointmentsPage>(
    "GET",
    `/api/appointments/professional?${new URLSearchParams(cursor ? { period, cursor } : { period })}`,
  );

export const professionalAppointmentsQueryOptions = (period: ProfessionalAppointmentPeriod) =>
  infiniteQueryOptions({
    queryKey: appointmentsKeys.professionalList(period),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => getProfessionalAppointments(period, pageParam),
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

/** One list; the history is read only once it is shown (`enabled`). */
export const useProfessionalAppointments = (
  period: ProfessionalAppointmentPeriod,
  enabled = true,
) => useInfiniteQuery({ ...professionalAppointmentsQueryOptions(period), enabled });
