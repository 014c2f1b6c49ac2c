import type { AppointmentPix } from "@domain/contracts/pix";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { appointmentsKeys } from "@web/lib/query-keys";

/** GET /api/appointments/{id}/pix: the session's Pix code (payload and QR image) for its client. */
export const getAppointmentPix = (appointmentId: string) =>
  apiRequest<AppointmentPix>("GET", `/api/appointments/${appointmentId}/pix`);

export const appointmentPixQueryOptions = (appointmentId: string) =>
  queryOptions({
    queryKey: appointmentsKeys.pix(appointmentId),
    queryFn: () => getAppointmentPix(appointmentId),
  });

/** Read when 'Pagar com Pix' opens. */
export const useAppointmentPix = (appointmentId: string) =>
  useQuery(appointmentPixQueryOptions(appointmentId));
