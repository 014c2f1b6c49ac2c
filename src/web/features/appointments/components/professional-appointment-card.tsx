import type { Appointment } from "@domain/contracts/appointments";
import { canMarkNoShow } from "@domain/no-show";
import { UserAvatar } from "@web/components/ui/avatar";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { formatDate, formatTime } from "@web/lib/dates";
import { fullName } from "@web/lib/format";
import { MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { AppointmentCardHeading } from "./appointment-card-heading";
import { NOT_INFORMED, PhoneLink } from "./contact-lines";
import { InPersonRequest } from "./in-person-request";
import { NoShowButton } from "./no-show-button";
import { OnlineSessionPanel } from "./online-session-panel";
import { PaymentStatus } from "./payment-status";
import { ReceivedButton } from "./received-button";
import { RescheduleBanner } from "./reschedule-banner";
import { SessionActions } from "./session-actions";
import { WhatsappButton } from "./whatsapp-button";

/**
 * Where the card says the client is: the visit's address for a home visit, else the client's
 * neighbourhood (docs/decisions/0110).
 */
function addressOf(a: Appointment): string {
  const visit = [a.clientAddress, a.addressComplement].map((l) => l?.trim()).filter(Boolean);
  if (a.serviceType === "domiciliar" && visit.length > 0) return visit.join(", ");
  return a.client.address?.trim() || NOT_INFORMED;
}

interface ProfessionalAppointmentCardProps {
  appointment: Appointment;
  onShowDetails: () => void;
  /** 'Confirmar' and 'Recusar' on a pending request: the agenda's answers (decision 0380). */
  answers?: ReactNode;
  /** h3 inside a series' card (issue 29). */
  headingLevel?: "h2" | "h3";
}

/** One appointment on /professional/appointments (SPEC §2 'Professional appointments'). */
export function ProfessionalAppointmentCard({
  appointment: a,
  onShowDetails,
  answers,
  headingLevel = "h2",
}: ProfessionalAppointmentCardProps) {
  const name = fullName(a.client);
  return (
    <Card>
      <CardContent className="grid gap-4 pt-6 md:grid-cols-[1fr_auto] md:items-center">
        <div className="flex min-w-0 items-start gap-3">
          <UserAvatar
            imageUrl={a.client.profileImageUrl}
            firstName={a.client.firstName}
            lastName={a.client.lastName}
            className="size-12"
          />
          <div className="grid min-w-0 gap-1">
            <AppointmentCardHeading
              appointment={a}
              name={name}
              viewer="professional"
              level={headingLevel}
            />
            <RescheduleBanner appointment={a} viewer="professional" />
            <OnlineSessionPanel appointment={a} viewer="professional" />
            <InPersonRequest appointment={a} viewer="professional" otherName={name} />
            <PaymentStatus appointment={a} viewer="professional" otherName={name} />
            <p className="flex items-center gap-1 text-sm text-slate-700">
              <Phone aria-hidden="true" className="size-4 shrink-0" />
              <span className="sr-only">Telefone:</span>
              <PhoneLink phone={a.client.phone} />
            </p>
            <p className="flex items-start gap-1 text-sm text-slate-700">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span className="sr-only">Endereço:</span>
              <span className="min-w-0 break-words">{addressOf(a)}</span>
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2 max-md:[&>*]:flex-1">
          <WhatsappButton appointment={a} viewer="professional" name={name} />
          <Button
            size="sm"
            variant="outline"
            onClick={onShowDetails}
            aria-label={`Ver Detalhes: ${name}, ${formatDate(a.appointmentDate)} às ${formatTime(a.startTime)}`}
          >
            Ver Detalhes
          </Button>
          {a.status === "pending" ? answers : null}
          <SessionActions appointment={a} otherName={name} />
          <ReceivedButton appointment={a} name={name} />
          {canMarkNoShow(a, new Date()) ? (
            <NoShowButton
              appointmentId={a.id}
              clientName={name}
              when={`${formatDate(a.appointmentDate)} às ${formatTime(a.startTime)}`}
            />
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
