import type { Appointment } from "@domain/contracts/appointments";
import { agendaKeys, appointmentsKeys, professionalsKeys } from "@web/lib/query-keys";

/**
 * What a session's cancel or move changes for either side: both appointment lists, the
 * professional's weeks and agenda, and their next free slot (issue 17: profile and cards).
 */
export const sessionChangedKeys = (appointment: Pick<Appointment, "professionalId">) => [
  appointmentsKeys.client(),
  appointmentsKeys.professional(),
  appointmentsKeys.weeks(appointment.professionalId),
  agendaKeys.appointments(),
  professionalsKeys.detail(appointment.professionalId),
  professionalsKeys.searches(),
];
