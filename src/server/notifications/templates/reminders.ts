import { ROOM_OPENS_MINUTES_BEFORE, roomPath } from "@domain/telehealth";
import type { Template } from "./render";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An online session's room, from the reminder's `roomSession` (its id; decision 0397). */
const roomOf = (p: Record<string, string>) =>
  p.roomSession && UUID.test(p.roomSession) ? roomPath(p.roomSession) : null;

/**
 * Scheduled e-mails: the 24-hour reminder, the request about to expire, the confirmation after
 * the session and the review invitation. Optional categories (the person can turn them off).
 * Params hold only a pt-BR date ("27/11/2026 às 14:00"): never a name (a queued message must not
 * keep the other person's name after they delete their account, decision 0234), the service,
 * specialty, notes or address.
 */
export const REMINDER_TEMPLATES = {
  session_reminder: {
    category: "lembretes",
    title: "Lembrete: você tem uma sessão em breve",
    paragraphs: (p) => [
      `Você tem uma sessão marcada para ${p.when ?? "as próximas 24 horas"}.`,
      ...(roomOf(p)
        ? [
            `A sessão acontece na sala do Acolher, que abre ${ROOM_OPENS_MINUTES_BEFORE} minutos antes do início: entre pelo botão "Entrar na sessão" abaixo ou pelos seus agendamentos.`,
          ]
        : []),
      "Os detalhes estão nos seus agendamentos no Acolher. Se não puder comparecer, avise com antecedência.",
    ],
    extraAction: (p) => {
      const path = roomOf(p);
      return path ? { label: "Entrar na sessão", path } : null;
    },
    action: "Ver meus agendamentos",
  },
  request_expiring: {
    category: "lembretes",
    title: "Uma solicitação de agendamento está perto de expirar",
    paragraphs: (p) => [
      "Um cliente ainda espera a sua resposta.",
      `Responda até ${p.answerBy ?? "o prazo indicado na agenda"}; depois disso a solicitação expira e o horário fica livre de novo.`,
    ],
    summary: (p) =>
      `Um cliente ainda espera a sua resposta, até ${p.answerBy ?? "o prazo indicado na agenda"}.`,
    action: "Ver minha agenda",
  },
  service_confirmation_due: {
    category: "pos_sessao",
    title: "Confirme a realização da sessão",
    paragraphs: (p) => [
      `A sua sessão${p.when ? ` de ${p.when}` : ""} terminou.`,
      "Confirme no Acolher que ela aconteceu: quando as duas partes confirmam, o atendimento fica registrado como realizado.",
    ],
    action: "Confirmar realização",
  },
  review_invitation: {
    category: "pos_sessao",
    title: "Como foi a sua sessão? Avalie o profissional",
    paragraphs: (p) => [
      `Você e o profissional confirmaram a sessão${p.when ? ` de ${p.when}` : ""}.`,
      "Sua avaliação ajuda outras pessoas a escolher. Com um comentário, ela é pública com o seu nome; sem comentário, é anônima.",
    ],
    action: "Avaliar profissional",
  },
} satisfies Record<string, Template>;
