import type { Template } from "./render";

/** Requests and sessions: arrived, approved, rejected, expired, cancelled (required e-mails). */
export const BOOKING_TEMPLATES = {
  booking_requested: {
    category: "agendamentos",
    title: "Você tem uma nova solicitação de agendamento",
    paragraphs: (p) => [
      "Um cliente pediu um horário na sua agenda.",
      `Responda até ${p.answerBy ?? "o prazo indicado na agenda"}; depois disso a solicitação expira e o horário fica livre de novo.`,
    ],
    action: "Ver minha agenda",
  },
} satisfies Record<string, Template>;
