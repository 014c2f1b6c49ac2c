import type { Template } from "./render";
import { sessionInvitation } from "./session-invitation";

/**
 * Recurring sessions (issue 17, decision 0262): one message for the whole series, never one per
 * occurrence, and its approval one .ics for every session (decision 0374). Params carry the other person's first name, the number of sessions and their
 * local dates ("02/12, 09/12 e 16/12") and time; never the service, notes, address or a reason
 * someone typed (the professional's reason is read in the app).
 */
const other = (p: Record<string, string>, fallback: string) => p.otherName || fallback;

export const SERIES_TEMPLATES = {
  series_requested: {
    category: "agendamentos",
    title: "Você tem uma nova solicitação de sessões recorrentes",
    paragraphs: (p) => [
      `${other(p, "Um cliente")} pediu ${p.count ?? "várias"} sessões ${p.frequency ?? "recorrentes"} na sua agenda, às ${p.time ?? "mesmo horário"}: ${p.dates ?? "veja as datas na agenda"}.`,
      `Responda à série de uma vez até ${p.answerBy ?? "o prazo indicado na agenda"}; depois disso as datas ainda pendentes expiram e os horários ficam livres de novo.`,
    ],
    action: "Ver minha agenda",
  },
  series_approved: {
    category: "agendamentos",
    title: "Suas sessões recorrentes foram confirmadas",
    paragraphs: (p) => [
      `${other(p, "O profissional")} confirmou ${p.count ?? "as"} sessões às ${p.time ?? "horário combinado"}: ${p.dates ?? "veja as datas em Meus Agendamentos"}.`,
      ...(p.skipped ? [`Estas datas foram recusadas: ${p.skipped}.`] : []),
      ...(p.sessions ? ["O convite anexo (convite.ics) coloca as sessões no seu calendário."] : []),
    ],
    action: "Ver meus agendamentos",
    // One file for the series, one VEVENT per session with its own UID (decision 0374).
    attachments: (p, parties) => sessionInvitation(p, "request", parties),
  },
  series_rejected: {
    category: "agendamentos",
    title: "Sua solicitação de sessões recorrentes foi recusada",
    paragraphs: (p) => [
      `${other(p, "O profissional")} recusou as sessões que você pediu (${p.dates ?? "veja as datas em Meus Agendamentos"}).`,
      ...(p.reasonGiven === "sim"
        ? ["O profissional deixou um motivo, que você lê em Meus Agendamentos, no Histórico."]
        : []),
      "Você pode escolher outro horário ou outro profissional no Acolher.",
    ],
    action: "Ver meus agendamentos",
  },
  series_expired: {
    category: "agendamentos",
    title: "Suas sessões recorrentes não foram respondidas a tempo",
    paragraphs: (p) => [
      `${other(p, "O profissional")} não respondeu a tempo às sessões que você pediu (${p.dates ?? "veja as datas em Meus Agendamentos"}), e elas expiraram.`,
      "Você pode escolher outro horário ou outro profissional no Acolher.",
    ],
    action: "Ver meus agendamentos",
  },
} satisfies Record<string, Template>;
