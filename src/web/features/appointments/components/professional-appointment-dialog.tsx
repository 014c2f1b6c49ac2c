import type { Appointment } from "@domain/contracts/appointments";
import { appointmentStatusLabel, appointmentStatusTone, serviceDescription } from "@domain/text";
import { Badge } from "@web/components/ui/badge";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog";
import { fullName } from "@web/lib/format";
import { AppointmentLocation } from "./appointment-location";
import { ContactLines } from "./contact-lines";
import {
  AcceptedPolicySection,
  NotesSection,
  DetailSection as Section,
  WhenSection,
} from "./detail-section";

interface ProfessionalAppointmentDialogProps {
  appointment: Appointment;
  onClose: () => void;
}

/**
 * 'Detalhes do Agendamento' as the professional sees it, the client as counterpart: client,
 * date, time, service, location by service type, notes and status (SPEC §2 dashboard).
 */
export function ProfessionalAppointmentDialog({
  appointment: a,
  onClose,
}: ProfessionalAppointmentDialogProps) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Detalhes do Agendamento</DialogTitle>
          <DialogDescription>{fullName(a.client)}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4 text-sm">
          <Section title="Status">
            <p>
              <Badge tone={appointmentStatusTone(a.status)}>
                {appointmentStatusLabel(a.status, "professional")}
              </Badge>
            </p>
          </Section>
          <Section title="Cliente">
            <p className="font-medium">{fullName(a.client)}</p>
            <ContactLines phone={a.client.phone} email={a.client.email} />
          </Section>
          <WhenSection appointment={a} />
          <Section title="Serviço">
            <p>
              {serviceDescription(a.professional.professionalProfile.specialties[0], a.serviceType)}
            </p>
          </Section>
          <Section title="Local do atendimento">
            <AppointmentLocation appointment={a} viewer="professional" />
          </Section>
          <NotesSection notes={a.notes} />
          <AcceptedPolicySection policy={a.acceptedPolicy} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
