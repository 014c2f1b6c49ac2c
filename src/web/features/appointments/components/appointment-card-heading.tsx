import { appointmentOutcome } from "@domain/appointment-outcome";
import type { Appointment } from "@domain/contracts/appointments";
import { appointmentStatusLabel, appointmentStatusTone } from "@domain/text";
import { Badge } from "@web/components/ui/badge";
import { formatDate, formatTime } from "@web/lib/dates";
import { CalendarDays, Clock } from "lucide-react";

interface AppointmentCardHeadingProps {
  appointment: Appointment;
  /** The other side's name. */
  name: string;
  /** Whose label a pending request gets (docs/decisions/0092). */
  viewer: "client" | "professional";
  /** The card's heading level under the screen's headings. */
  level: "h2" | "h3" | "h4";
}

/**
 * An appointment card's first lines: the other side, the status badge, the date and time, and
 * for a request that did not become a session what happened to it (decision 0200).
 */
export function AppointmentCardHeading({
  appointment: a,
  name,
  viewer,
  level: Heading,
}: AppointmentCardHeadingProps) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <Heading className="font-semibold">{name}</Heading>
        <Badge tone={appointmentStatusTone(a.status)}>
          {appointmentStatusLabel(a.status, viewer)}
        </Badge>
      </div>
      <p className="flex flex-wrap gap-x-4 text-sm text-slate-700">
        <span className="inline-flex items-center gap-1">
          <CalendarDays aria-hidden="true" className="size-4" />
          {formatDate(a.appointmentDate)}
        </span>
        <span className="inline-flex items-center gap-1">
          <Clock aria-hidden="true" className="size-4" />
          {formatTime(a.startTime)}
        </span>
      </p>
      {appointmentOutcome(a, viewer).map((line) => (
        <p key={line} className="text-sm break-words text-slate-700">
          {line}
        </p>
      ))}
    </>
  );
}
