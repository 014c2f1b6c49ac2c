import type { Appointment } from "@domain/contracts/appointments";
import { formatLongDate, formatTime } from "@web/lib/dates";
import type { ReactNode } from "react";

/** One titled block of an appointment's details dialog. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-1">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

/** 'Data e horário': the long date and the start and end times. */
export function WhenSection({ appointment: a }: { appointment: Appointment }) {
  return (
    <DetailSection title="Data e horário">
      <p>{formatLongDate(a.appointmentDate)}</p>
      <p>
        {formatTime(a.startTime)} às {formatTime(a.endTime)}
      </p>
    </DetailSection>
  );
}

/** 'Observações', only when the client wrote some. */
export function NotesSection({ notes }: { notes: string | null }) {
  if (!notes) return null;
  return (
    <DetailSection title="Observações">
      <p className="whitespace-pre-line">{notes}</p>
    </DetailSection>
  );
}
