import type { Template } from "./render";
import { sessionInvitation } from "./session-invitation";

/**
 * Requests and sessions: arrived, approved, rejected, expired, cancelled (required e-mails,
 * decision 0225). Params carry the other person's first name (`otherName`) and the local
 * "27/11/2026 às 14:00" (`when`); never the service, specialty, notes, address or any text a
 * person wrote (a rejection reason is read in the app, decision 0226).
 */
const other = (p: Record<string, string>, fallback: string) => p.otherName || fallback;
const when = (p: Record<string, string>) => p.when ?? "o horário combinado";

export const BOOKING_TEMPLATES = {
  booking_requested: {
    category: "agendamentos",
    title: "Você tem uma nova solicitação de agendamento",
    paragraphs: (p) => [
      `${other(p, "Um cliente")} pediu um horário na sua agenda${p.when ? `: ${p.when}` : ""}.`,
      `Responda até ${p.answerBy ?? "o prazo indicado na agenda"}; depois disso a solicitação expira e o horário fica livre de novo.`,
    ],
    action: "Ver minha agenda",
  },
  booking_approved: {
    category: "agendamentos",
    title: "Seu agendamento foi confirmado",
    paragraphs: (p) => [
      `${other(p, "O profissional")} confirmou a sua sessão de ${when(p)}.`,
      "O convite anexo (convite.ics) coloca a sessão no seu calendário.",
    ],
    action: "Ver meus agendamentos",
    attachments: (p, parties) => sessionInvitation(p, "request", parties),
  },
  booking_rejected: {
    category: "agendamentos",
    title: "Sua solicitação de agendamento foi recusada",
    paragraphs: (p) => [
      `${other(p, "O profissional")} recusou a sua solicitação para ${when(p)}.`,
      ...(p.reasonGiven === "sim"
        ? ["O profissional deixou um motivo, que você lê em Meus Agendamentos, no Histórico."]
        : []),
      "Você pode escolher outro horário ou outro profissional no Acolher.",
    ],
    action: "Ver meus agendamentos",
  },
  booking_expired: {
    category: "agendamentos",
    title: "Sua solicitação de agendamento não foi respondida a tempo",
    paragraphs: (p) => [
      `${other(p, "O profissional")} não respondeu a tempo à sua solicitação para ${when(p)}, e ela expirou.`,
      "Você pode escolher outro horário ou outro profissional no Acolher.",
    ],
    action: "Ver meus agendamentos",
  },
  booking_cancelled: {
    category: "agendamentos",
    title: "Um agendamento foi cancelado",
    paragraphs: (p) => {
      const what = p.wasBooked === "sim" ? "sessão" : "solicitação";
      return [
        p.cause === "account_closed"
          ? `A ${what} de ${when(p)} foi cancelada porque a conta da outra pessoa não está mais ativa no Acolher.`
          : `${other(p, "A outra pessoa")} cancelou a ${what} de ${when(p)}.`,
        ...(p.late === "sim"
          ? [
              "O cancelamento foi feito dentro do prazo mínimo de antecedência e ficou registrado como cancelamento tardio.",
            ]
          : []),
        ...(p.reasonGiven === "sim"
          ? ["O motivo informado pode ser lido no Acolher, junto ao agendamento."]
          : []),
        ...(p.wasBooked === "sim"
          ? ["O arquivo anexo (cancelamento.ics) tira a sessão do seu calendário."]
          : []),
      ];
    },
    action: "Ver meus agendamentos",
    attachments: (p, parties) =>
      p.wasBooked === "sim" ? sessionInvitation(p, "cancel", parties) : [],
  },
} satisfies Record<string, Template>;
