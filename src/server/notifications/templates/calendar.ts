import type { Template } from "./render";
import { sessionInvitation } from "./session-invitation";

/**
 * The calendar of the person who made the change (decision 0374): the professional who
 * approved a session or a series, whoever cancelled a booked session. E-mail only (they did it
 * themself: nothing for the bell), each with the .ics their calendar needs. Params carry the
 * other person's first name, the local "27/11/2026 às 14:00" (`when`) or the dates and time of
 * several sessions; nothing a person wrote, no service, specialty or address.
 */
const other = (p: Record<string, string>, fallback: string) => p.otherName || fallback;

export const CALENDAR_TEMPLATES = {
  calendar_session_confirmed: {
    category: "agendamentos",
    title: "Sessão confirmada: convite para o seu calendário",
    inApp: false,
    paragraphs: (p) => [
      `Você confirmou a sessão com ${other(p, "o cliente")} de ${p.when ?? "o horário combinado"}.`,
      "O convite anexo (convite.ics) coloca a sessão no seu calendário.",
    ],
    action: "Ver agendamentos",
    attachments: (p, parties) => sessionInvitation(p, "request", parties),
  },
  calendar_series_confirmed: {
    category: "agendamentos",
    title: "Sessões confirmadas: convite para o seu calendário",
    inApp: false,
    paragraphs: (p) => [
      `Você confirmou ${p.count ?? "as"} sessões com ${other(p, "o cliente")} às ${p.time ?? "horário combinado"}: ${p.dates ?? "veja as datas em Agendamentos"}.`,
      "O convite anexo (convite.ics) coloca as sessões no seu calendário.",
    ],
    action: "Ver agendamentos",
    attachments: (p, parties) => sessionInvitation(p, "request", parties),
  },
  calendar_sessions_cancelled: {
    category: "agendamentos",
    title: "Sessão cancelada: atualize o seu calendário",
    inApp: false,
    paragraphs: (p) =>
      p.count && p.count !== "1"
        ? [
            `Você cancelou ${p.count} sessões com ${other(p, "a outra pessoa")}: ${p.dates ?? "veja as datas no Acolher"}.`,
            "O arquivo anexo (cancelamento.ics) tira as sessões do seu calendário.",
          ]
        : [
            `Você cancelou a sessão de ${p.when ?? "o horário combinado"} com ${other(p, "a outra pessoa")}.`,
            "O arquivo anexo (cancelamento.ics) tira a sessão do seu calendário.",
          ],
    action: "Ver meus agendamentos",
    attachments: (p, parties) => sessionInvitation(p, "cancel", parties),
  },
} satisfies Record<string, Template>;
