import type { Appointment } from "@domain/contracts/appointments";
import { UserAvatar } from "@web/components/ui/avatar";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { formatDate, formatTime } from "@web/lib/dates";
import { AppointmentCardHeading } from "./appointment-card-heading";
import { CancelAppointmentButton } from "./cancel-appointment-button";
import { ClientPaidButton } from "./client-paid-button";
import { ContestNoShowButton } from "./contest-no-show-button";
import { DownloadReceipt } from "./download-receipt";
import { InPersonRequest } from "./in-person-request";
import { OnlineSessionPanel } from "./online-session-panel";
import { PayWithPix } from "./pay-with-pix";
import { PaymentStatus } from "./payment-status";
import { RescheduleBanner } from "./reschedule-banner";
import { SessionActions } from "./session-actions";
import { WhatsappButton } from "./whatsapp-button";

interface AppointmentCardProps {
  appointment: Appointment;
  cancellable: boolean;
  onShowDetails: () => void;
  /** "Série semanal · 3/8" for an occurrence of a series (decision 0260). */
  seriesLabel?: string | null;
  /** h4 inside a series' card (issue 29). */
  headingLevel?: "h3" | "h4";
}

/** One appointment in 'Meus Agendamentos' or 'Histórico'. */
export function AppointmentCard({
  appointment: a,
  cancellable,
  onShowDetails,
  seriesLabel,
  headingLevel = "h3",
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
            <AppointmentCardHeading
              appointment={a}
              name={name}
              viewer="client"
              level={headingLevel}
            />
            <RescheduleBanner appointment={a} viewer="client" />
            <OnlineSessionPanel appointment={a} viewer="client" />
            <InPersonRequest appointment={a} viewer="client" otherName={name} />
            <PaymentStatus appointment={a} viewer="client" otherName={name} />
            {seriesLabel ? (
              <Badge tone="teal" className="mt-1">
                {seriesLabel}
              </Badge>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-2">
            <WhatsappButton appointment={a} viewer="client" name={name} />
            <Button
              size="sm"
              variant="outline"
              onClick={onShowDetails}
              aria-label={`Ver Detalhes: ${name}`}
            >
              Ver Detalhes
            </Button>
            <PayWithPix appointment={a} name={name} />
            <ClientPaidButton appointment={a} name={name} />
            <DownloadReceipt appointment={a} name={name} />
            {cancellable ? <CancelAppointmentButton appointment={a} /> : null}
            <SessionActions appointment={a} otherName={name} />
            {a.status === "no_show" && !a.noShowContestedAt ? (
              <ContestNoShowButton
                appointmentId={a.id}
                professionalName={name}
                when={`${formatDate(a.appointmentDate)} às ${formatTime(a.startTime)}`}
              />
            ) : null}
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
