import type { Appointment } from "@domain/contracts/appointments";
import { useQuery } from "@tanstack/react-query";

/** GET /api/appointments/client: the signed-in client's appointments. */
export const CLIENT_APPOINTMENTS_KEY = ["/api/appointments/client"] as const;

export function useClientAppointments() {
  return useQuery<Appointment[]>({ queryKey: CLIENT_APPOINTMENTS_KEY });
}
