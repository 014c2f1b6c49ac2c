import { noticeSentence } from "@domain/booking-policy";
import type { Appointment } from "@domain/contracts/appointments";
import { formatDateTime, formatLongDate, formatTime } from "@web/lib/dates";
import type { ReactNode } from "react";
import { feeText } from "./booking-summary";

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

/**
 * Issue 31, item 5 (decision 0392): the terms the client accepted at "Solicitar", shown to both
 * sides; nothing for a request made before they were recorded.
 */
export function AcceptedPolicySection({ policy }: { policy: Appointment["acceptedPolicy"] }) {
  if (!policy) return null;
  return (
    <DetailSection title="Condições aceitas na solicitação">
      <p>Honorário: {feeText(policy)}</p>
      <p>{noticeSentence(policy.cancellationNoticeHours)}</p>
      {policy.bookingPolicy ? (
        <p className="whitespace-pre-line">Política do profissional: {policy.bookingPolicy}</p>
      ) : null}
      <p className="text-slate-600">Aceitas em {formatDateTime(policy.acceptedAt)}.</p>
    </DetailSection>
  );
}
