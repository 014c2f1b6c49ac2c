import type { CalendarParties, Template } from "./render";
import { sessionInvitation } from "./session-invitation";

/**
 * Reschedule proposals (issue 17, decision 0252): proposed, accepted, declined, and the moved
 * session's new calendar invitation. Params carry the other person's first name (`otherName`),
 * the session's current local "27/11/2026 às 14:00" (`when`) and the proposed one (`newWhen`);
 * nothing a person wrote, no service, specialty or address.
 */
const other = (p: Record<string, string>, fallback: string) => p.otherName || fallback;
const when = (p: Record<string, string>) => p.when ?? "o horário combinado";
const newWhen = (p: Record<string, string>) => p.newWhen ?? "um novo horário";
const CALENDAR_NOTE = "O convite anexo (convite.ics) atualiza a sessão no seu calendário.";
const withInvitation = (p: Record<string, string>, parties: CalendarParties) =>
  p.appointmentId ? sessionInvitation(p, "request", parties) : [];

export const RESCHEDULE_TEMPLATES = {
  reschedule_proposed: {
    category: "agendamentos",
    title: "Proposta de remarcação de sessão",
    paragraphs: (p) => [
      `${other(p, "A outra pessoa")} propôs mudar a sessão de ${when(p)} para ${newWhen(p)}.`,
      "Até você responder, a sessão continua no horário atual. Aceite ou recuse no Acolher.",
    ],
    action: "Ver meus agendamentos",
  },
  reschedule_accepted: {
    category: "agendamentos",
    title: "Sua proposta de remarcação foi aceita",
    paragraphs: (p) => [
      `${other(p, "A outra pessoa")} aceitou: a sessão agora é ${newWhen(p)}.`,
      ...(p.appointmentId ? [CALENDAR_NOTE] : []),
    ],
    action: "Ver meus agendamentos",
    attachments: withInvitation,
  },
  reschedule_declined: {
    category: "agendamentos",
    title: "Sua proposta de remarcação foi recusada",
    paragraphs: (p) => [
      `${other(p, "A outra pessoa")} recusou mudar a sessão para ${newWhen(p)}.`,
      `A sessão continua em ${when(p)}.`,
    ],
    action: "Ver meus agendamentos",
  },
  session_moved: {
    category: "agendamentos",
    title: "Sua sessão foi remarcada",
    paragraphs: (p) => [
      `A sessão com ${other(p, "a outra pessoa")} agora é ${newWhen(p)}.`,
      CALENDAR_NOTE,
    ],
    action: "Ver meus agendamentos",
    attachments: withInvitation,
  },
} satisfies Record<string, Template>;
