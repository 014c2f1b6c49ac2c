import type { Appointment } from "@domain/contracts/appointments";
import { SERVICE_TYPE_NAME } from "@domain/text";
import { formatLongDate } from "@web/lib/dates";
import { fullName } from "@web/lib/format";
import { CalendarDays, Clock, MapPin } from "lucide-react";

/** Client, date, time (the professional's own zone) and service type of a request or session. */
export function AppointmentSummary({
  appointment: a,
  nameId,
}: {
  appointment: Appointment;
  nameId?: string;
}) {
  return (
    <div className="grid gap-1 text-sm">
      <p id={nameId} className="font-semibold text-slate-900">
        {fullName(a.client)}
      </p>
      <p className="flex items-start gap-1.5 text-slate-700">
        <CalendarDays className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {formatLongDate(a.appointmentDate)}
      </p>
      <p className="flex items-start gap-1.5 text-slate-700">
        <Clock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {a.startTime} até {a.endTime}
      </p>
      <p className="flex items-start gap-1.5 text-slate-700">
        <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {SERVICE_TYPE_NAME[a.serviceType]}
        {a.serviceType === "domiciliar" && a.clientAddress ? ` · ${a.clientAddress}` : ""}
      </p>
    </div>
  );
}
