import type { Appointment } from "@domain/contracts/appointments";
import type { ProfessionalReviewsResponse } from "@domain/contracts/reviews";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog";
import { cardRatingText } from "@web/lib/format";
import { Star } from "lucide-react";
import { AppointmentLocation } from "./appointment-location";
import { ContactLines } from "./contact-lines";
import {
  AcceptedPolicySection,
  NotesSection,
  DetailSection as Section,
  WhenSection,
} from "./detail-section";
import { WithdrawNoteConsent } from "./withdraw-note-consent";

interface AppointmentDetailsDialogProps {
  appointment: Appointment;
  /** The professional's reviews; undefined when they could not be loaded. */
  ratings: ProfessionalReviewsResponse | undefined;
  onClose: () => void;
}

function Rating({ ratings }: { ratings: ProfessionalReviewsResponse | undefined }) {
  // Private reviews (decision 0387): no rating at all, not even 'Sem avaliações'.
  if (ratings?.visibility === "private" && ratings.averageRating === null) return null;
  if (!ratings || ratings.averageRating === null || ratings.reviewCount === 0) {
    return <span className="text-slate-700">Sem avaliações</span>;
  }
  return (
    <span className="inline-flex items-center gap-1">
      <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
      {cardRatingText(ratings.averageRating, ratings.reviewCount)}
    </span>
  );
}

/** 'Detalhes do Agendamento' (SPEC §2 client appointments). */
export function AppointmentDetailsDialog({
  appointment: a,
  ratings,
  onClose,
}: AppointmentDetailsDialogProps) {
  const p = a.professional;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Detalhes do Agendamento</DialogTitle>
          <DialogDescription>
            {p.firstName} {p.lastName}
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-4 text-sm">
          <Section title="Profissional">
            <p>{p.professionalProfile.specialties.join(", ") || "Especialidade não informada"}</p>
            <Rating ratings={ratings} />
          </Section>
          <WhenSection appointment={a} />
          <Section title="Contato">
            <ContactLines phone={p.phone} email={p.email} />
          </Section>
          <Section title="Local do atendimento">
            <AppointmentLocation appointment={a} />
          </Section>
          <NotesSection notes={a.notes} />
          {a.notes ? <WithdrawNoteConsent appointmentId={a.id} /> : null}
          <AcceptedPolicySection policy={a.acceptedPolicy} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
