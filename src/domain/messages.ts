/**
 * Issue 34, item 1 (decision 0406): messages between a client and a verified professional.
 * Messages are health data (LGPD art. 11): text only, never in a log, a URL, an e-mail or a
 * preview; the e-mail only says there is a new message.
 */

/** A message's length, in characters. */
export const MESSAGE_MAX = 2000;

/** New conversations a client may start in 24 hours (an existing one goes on freely). */
export const NEW_CONVERSATIONS_PER_DAY = 5;

/** Messages one person may send in a minute, across conversations. */
export const MESSAGES_PER_MINUTE = 20;

/** Unread this long, a message earns its one e-mail (per burst, per side). */
export const MESSAGE_MAIL_DELAY_MINUTES = 10;

/** Conversations are erased this long after their last message (the retention job). */
export const MESSAGE_RETENTION_DAYS = 2 * 365;

export const MESSAGE_REPORT_REASONS = {
  assedio: "Assédio ou ofensa",
  spam: "Spam ou propaganda",
  golpe: "Golpe ou pedido de dinheiro fora do combinado",
  outro: "Outro motivo",
} as const;
export type MessageReportReason = keyof typeof MESSAGE_REPORT_REASONS;
export const MESSAGE_REPORT_REASON_KEYS = Object.keys(
  MESSAGE_REPORT_REASONS,
) as MessageReportReason[];

/** The name shown for the other side once their account was deleted. */
export const DELETED_ACCOUNT_NAME = "Conta excluída";

export const MESSAGE_MESSAGES = {
  empty: "Escreva a mensagem.",
  tooLong: `A mensagem pode ter até ${MESSAGE_MAX} caracteres.`,
  notFound: "Conversa não encontrada.",
  professionalUnavailable: "Este profissional não está disponível para mensagens.",
  preBookingOff:
    "Este profissional só recebe mensagens de quem já agendou com ele. Solicite um horário para conversar.",
  blocked: "Esta conversa foi bloqueada pelo profissional.",
  blockedByYou: "Você bloqueou esta conversa. Desbloqueie para enviar mensagens.",
  otherDeleted: "A outra pessoa excluiu a conta: não é possível enviar mensagens.",
  dailyLimit: `Você já iniciou ${NEW_CONVERSATIONS_PER_DAY} conversas nas últimas 24 horas. Tente novamente amanhã.`,
  tooFast: "Você enviou muitas mensagens em pouco tempo. Aguarde um minuto.",
  reportOwn: "Você não pode denunciar a sua própria mensagem.",
  reportedAlready: "Você já denunciou esta mensagem.",
  reportNotFound: "Denúncia não encontrada.",
  reportResolved: "Esta denúncia já foi analisada.",
  reasonInvalid: "Escolha o motivo da denúncia.",
  notBlocked: "Esta conversa não está bloqueada.",
  alreadyBlocked: "Esta conversa já está bloqueada.",
} as const;
