import type { Appointment } from "@domain/contracts/appointments";
import { appointmentStatusLabel, appointmentStatusTone } from "@domain/text";
import { UserAvatar } from "@web/components/ui/avatar";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { formatDate, formatTime } from "@web/lib/dates";
import { CalendarDays, Clock } from "lucide-react";
import { CancelAppointmentButton } from "./cancel-appointment-button";

interface AppointmentCardProps {
  appointment: Appointment;
  cancellable: boolean;
  onShowDetails: () => void;
}

/** One appointment in 'Meus Agendamentos' or 'Histórico'. */
export function AppointmentCard({
  appointment: a,
  cancellable,
  onShowDetails,
}: AppointmentCardProps) {
  const p = a.professional;
  const name = `${p.firstName} ${p.lastName}`;
  return (
    <Card>
      <CardContent className="flex items-start gap-3 pt-6 sm:items-center">
        <UserAvatar
          imageUrl={p.profileImageUrl ?? p.professionalProfile.profileImageUrl}
          firstName={p.firstName}
          lastName={p.lastName}
          className="size-12"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-center">
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-semibold">{name}</h3>
              <Badge tone={appointmentStatusTone(a.status)}>
                {appointmentStatusLabel(a.status)}
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
          </div>
          <div className="flex gap-2">
            <Button
              size="sm"
              variant="outline"
              onClick={onShowDetails}
              aria-label={`Ver Detalhes: ${name}`}
            >
              Ver Detalhes
            </Button>
            {cancellable ? <CancelAppointmentButton appointment={a} /> : null}
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
