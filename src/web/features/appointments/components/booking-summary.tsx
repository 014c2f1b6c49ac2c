import { type BookingTerms, noticeSentence } from "@domain/booking-policy";
import type { ServiceType } from "@domain/constants";
import { SERVICE_TYPE_NAME } from "@domain/text";
import { formatWeekdayAndDate } from "@web/lib/dates";
import { formatPrice } from "@web/lib/format";

/** The fee as the summary says it: the professional's fee, never "cheap" (decision 0385). */
export function feeText(terms: Pick<BookingTerms, "price" | "startingFrom">): string {
  if (terms.price === null) return "Valor combinado com o profissional";
  return `${terms.startingFrom ? "A partir de " : ""}R$ ${formatPrice(terms.price)}`;
}

interface Props {
  date: string;
  startTime: string;
  endTime: string;
  serviceType: ServiceType;
  terms: BookingTerms;
}

/**
 * Issue 31, item 5 (decision 0392): what the client agrees to at "Solicitar": the date and time,
 * the fee, the cancellation notice and the professional's own policy. The request records
 * exactly these terms; the appointment's details show them again later.
 */
export function BookingSummary({ date, startTime, endTime, serviceType, terms }: Props) {
  return (
    <section
      aria-labelledby="booking-summary-title"
      className="space-y-1.5 rounded-md border border-teal-200 bg-teal-50 p-3 text-sm text-slate-800"
    >
      <h3 id="booking-summary-title" className="font-semibold text-slate-900">
        Resumo da solicitação
      </h3>
      <p>
        {formatWeekdayAndDate(date)}, das {startTime} às {endTime} ·{" "}
        {SERVICE_TYPE_NAME[serviceType]}
      </p>
      <p>Honorário: {feeText(terms)}, pago diretamente ao profissional.</p>
      <p>{noticeSentence(terms.cancellationNoticeHours)}</p>
      {terms.bookingPolicy ? (
        <p className="whitespace-pre-line">Política do profissional: {terms.bookingPolicy}</p>
      ) : null}
      <p className="text-slate-700">
        Ao solicitar, você concorda com estas condições. O profissional ainda precisa confirmar o
        horário.
      </p>
    </section>
  );
}
