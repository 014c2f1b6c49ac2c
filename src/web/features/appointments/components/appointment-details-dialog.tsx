import type { Appointment } from "@domain/contracts/appointments";
import type { ProfessionalReviewsResponse } from "@domain/contracts/reviews";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog";
import { formatLongDate, formatTime } from "@web/lib/dates";
import { cardRatingText, maskPhone, whatsappUrl } from "@web/lib/format";
import { Star } from "lucide-react";
import type { ReactNode } from "react";
import { AppointmentLocation } from "./appointment-location";

interface AppointmentDetailsDialogProps {
  appointment: Appointment;
  /** The professional's reviews; undefined when they could not be loaded. */
  ratings: ProfessionalReviewsResponse | undefined;
  onClose: () => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-1">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

function Rating({ ratings }: { ratings: ProfessionalReviewsResponse | undefined }) {
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

const notInformed = <span className="text-slate-700">Não informado</span>;

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
          <Section title="Data e horário">
            <p className="first-letter:uppercase">{formatLongDate(a.appointmentDate)}</p>
            <p>
              {formatTime(a.startTime)} às {formatTime(a.endTime)}
            </p>
          </Section>
          <Section title="Contato">
            <p>
              Telefone:{" "}
              {p.phone ? (
                <a
                  className="text-teal-800 underline"
                  href={whatsappUrl(p.phone)}
                  target="_blank"
                  rel="noreferrer"
                >
                  {maskPhone(p.phone)} (WhatsApp)
                </a>
              ) : (
                notInformed
              )}
            </p>
            <p>
              E-mail:{" "}
              {p.email ? (
                <a className="text-teal-800 underline" href={`mailto:${p.email}`}>
                  {p.email}
                </a>
              ) : (
                notInformed
              )}
            </p>
          </Section>
          <Section title="Local do atendimento">
            <AppointmentLocation appointment={a} />
          </Section>
          {a.notes ? (
            <Section title="Observações">
              <p className="whitespace-pre-line">{a.notes}</p>
            </Section>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
