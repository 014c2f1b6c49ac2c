import type { Appointment } from "@domain/contracts/appointments";
import { formatDate, formatTime, parseLocalDate } from "@web/lib/dates";
import { whatsappUrl } from "@web/lib/format";
import { format } from "date-fns";
import { ptBR } from "date-fns/locale";

/**
 * The message a WhatsApp button pre-fills: a greeting and the session's day and time, nothing
 * else (no specialty, notes or address: LGPD, decision 0202).
 */
export function sessionMessage(
  firstName: string,
  a: Pick<Appointment, "appointmentDate" | "startTime">,
) {
  const weekday = format(parseLocalDate(a.appointmentDate), "EEEE", { locale: ptBR });
  return `Olá, ${firstName}! Sobre nossa sessão de ${weekday}, ${formatDate(a.appointmentDate)} às ${formatTime(a.startTime)} pelo Acolher.`;
}

/**
 * The WhatsApp link to the other side of an appointment, or null when their phone is not shared
 * (a professional's phone follows their privacy settings; a client's is shown to their
 * professional).
 */
export function appointmentWhatsappUrl(
  a: Appointment,
  viewer: "client" | "professional",
): string | null {
  const other = viewer === "client" ? a.professional : a.client;
  if (!other.phone?.trim()) return null;
  return whatsappUrl(other.phone, sessionMessage(other.firstName, a));
}
