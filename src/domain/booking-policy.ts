/**
 * Issue 31, items 4 and 5 (decision 0392): what a client agrees to at "Solicitar", and the
 * consent for a booking note that may hold health data.
 */

/** The professional's terms as shown before "Solicitar": notice, own policy text and fee. */
export interface BookingTerms {
  cancellationNoticeHours: number;
  /** The professional's short cancellation and no-show policy; null when they wrote none. */
  bookingPolicy: string | null;
  /** The fee as stored ("180.00"); null when the profile has none. */
  price: string | null;
  startingFrom: boolean;
}

/** What the request stores as accepted: the terms, the slot and the instant (CDC; Dec. 7.962 art. 4). */
export interface AcceptedPolicy extends BookingTerms {
  appointmentDate: string;
  startTime: string;
  endTime: string;
  serviceType: string;
  acceptedAt: string;
}

export const BOOKING_POLICY_MAX = 500;

/** The same terms, whatever the spelling of the fee ("180", "180.00"). */
export function sameTerms(a: BookingTerms, b: BookingTerms): boolean {
  const price = (v: string | null) => (v === null ? null : Number(v));
  return (
    a.cancellationNoticeHours === b.cancellationNoticeHours &&
    (a.bookingPolicy ?? null) === (b.bookingPolicy ?? null) &&
    price(a.price) === price(b.price) &&
    a.startingFrom === b.startingFrom
  );
}

/** The notice as a client reads it. */
export function noticeSentence(hours: number): string {
  return hours === 0
    ? "Você pode cancelar a qualquer momento antes do horário."
    : `Cancelamentos com menos de ${hours} horas de antecedência ficam registrados como tardios.`;
}

/** The text a client ticks to send a note (LGPD art. 11, I: specific and prominent consent). */
export const HEALTH_NOTE_CONSENT = {
  version: "2026-11-28",
  text: "Autorizo que esta observação, que pode conter informações sobre a minha saúde, seja guardada pelo Acolher e mostrada somente a este profissional, para este atendimento. Posso retirar a autorização depois: a observação é apagada.",
} as const;

export const BOOKING_POLICY_MESSAGES = {
  termsChanged:
    "As condições deste profissional mudaram enquanto você agendava. Confira o resumo e solicite novamente.",
  noteNeedsConsent:
    "Para enviar a observação, marque a autorização para guardarmos essa informação (ela pode conter dados de saúde).",
  policyTooLong: `A política deve ter no máximo ${BOOKING_POLICY_MAX} caracteres`,
  noNoteToWithdraw: "Este agendamento não tem observação autorizada.",
} as const;
