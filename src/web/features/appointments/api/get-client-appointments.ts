import type { Appointment } from "@domain/contracts/appointments";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { appointmentsKeys } from "@web/lib/query-keys";

/** GET /api/appointments/client: the signed-in client's appointments. */
export const getClientAppointments = () =>
  apiRequest<Appointment[]>("GET", "/api/appointments/client");

export const clientAppointmentsQueryOptions = () =>
  queryOptions({ queryKey: appointmentsKeys.client(), queryFn: getClientAppointments });

export const useClientAppointments = () => useQuery(clientAppointmentsQueryOptions());
