import type { Appointment } from "@domain/contracts/appointments";
import { formatTime, formatWeekdayAndDate } from "@web/lib/dates";
import { whatsappUrl } from "@web/lib/format";

/**
 * The message a WhatsApp button pre-fills: a greeting and the session's day and time, nothing
 * else (no specialty, notes or address: LGPD, decision 0202).
 */
export function sessionMessage(
  firstName: string,
  a: Pick<Appointment, "appointmentDate" | "startTime">,
) {
  const day = formatWeekdayAndDate(a.appointmentDate, "inside");
  return `Olá, ${firstName}! Sobre nossa sessão de ${day} às ${formatTime(a.startTime)} pelo Acolher.`;
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
