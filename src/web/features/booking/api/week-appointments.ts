import type { WeekAppointment } from "@domain/contracts/appointments";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";

export const WEEK_APPOINTMENTS_KEY = "/api/appointments/professional/week";

/** Every week of this professional's appointments (what a 409 or a new booking refreshes). */
export const weekAppointmentsKey = (professionalId: string) =>
  [WEEK_APPOINTMENTS_KEY, professionalId] as const;

/** GET /api/appointments/professional/week: times and status; empty on failure (SPEC §8). */
export function useWeekAppointments(professionalId: string, weekStart: string) {
  const query = new URLSearchParams({ weekStart, professionalId });
  return useQuery({
    queryKey: [...weekAppointmentsKey(professionalId), weekStart],
    queryFn: () =>
      apiRequest<WeekAppointment[]>("GET", `${WEEK_APPOINTMENTS_KEY}?${query}`).catch(
        (): WeekAppointment[] => [],
      ),
  });
}
