import type { Template } from "./render";

/**
 * Scheduled e-mails: the 24-hour reminder, the request about to expire, the confirmation after
 * the session and the review invitation. Optional categories (the person can turn them off).
 * Params name the other person's first name and a pt-BR date ("27/11/2026 às 14:00"), never
 * the service, specialty, notes or address.
 */
export const REMINDER_TEMPLATES = {
  session_reminder: {
    category: "lembretes",
    title: "Lembrete: você tem uma sessão em breve",
    paragraphs: (p) => [
      `Sua sessão com ${p.otherName ?? "a outra pessoa"} está marcada para ${p.when ?? "as próximas 24 horas"}.`,
      "Se não puder comparecer, avise com antecedência pelo Acolher.",
    ],
    action: "Ver meus agendamentos",
  },
  request_expiring: {
    category: "lembretes",
    title: "Uma solicitação de agendamento está perto de expirar",
    paragraphs: (p) => [
      "Um cliente ainda espera a sua resposta.",
      `Responda até ${p.answerBy ?? "o prazo indicado na agenda"}; depois disso a solicitação expira e o horário fica livre de novo.`,
    ],
    action: "Ver minha agenda",
  },
  service_confirmation_due: {
    category: "pos_sessao",
    title: "Confirme a realização da sessão",
    paragraphs: (p) => [
      `A sessão${p.when ? ` de ${p.when}` : ""} com ${p.otherName ?? "a outra pessoa"} terminou.`,
      "Confirme no Acolher que ela aconteceu: quando as duas partes confirmam, o atendimento fica registrado como realizado.",
    ],
    action: "Confirmar realização",
  },
  review_invitation: {
    category: "pos_sessao",
    title: "Como foi a sua sessão? Avalie o profissional",
    paragraphs: (p) => [
      `Você e ${p.otherName ?? "o profissional"} confirmaram a sessão${p.when ? ` de ${p.when}` : ""}.`,
      "Sua avaliação ajuda outras pessoas a escolher. Com um comentário, ela é pública com o seu nome; sem comentário, é anônima.",
    ],
    action: "Avaliar profissional",
  },
} satisfies Record<string, Template>;
