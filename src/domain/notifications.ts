/**
 * E-mail categories (issue 16). Every notification kind belongs to one. Required categories are
 * about the person's own requests, sessions and account and cannot be turned off; optional ones
 * can, on the settings page or with the one-click unsubscribe link of each optional e-mail.
 * Turning a category off stops its e-mails only: the in-app notification is still written.
 */
export const EMAIL_CATEGORIES = {
  agendamentos: {
    label: "Solicitações, respostas e cancelamentos",
    description: "Novas solicitações, confirmações, recusas e cancelamentos dos seus horários.",
    optional: false,
  },
  conta: {
    label: "Conta e segurança",
    description:
      "Redefinição de senha, a análise do seu cadastro profissional, a suspensão da conta e as respostas do suporte.",
    optional: false,
  },
  lembretes: {
    label: "Lembretes",
    description: "Lembrete 24 horas antes de cada sessão e aviso de solicitações perto de expirar.",
    optional: true,
  },
  pos_sessao: {
    label: "Depois da sessão",
    description:
      "Pedidos para confirmar a realização da sessão, convites para avaliar e avisos sobre avaliações (respostas e denúncias analisadas).",
    optional: true,
  },
  mensagens: {
    label: "Mensagens",
    description:
      "Aviso de mensagem nova que você ainda não leu no Acolher (o texto da mensagem nunca vai no e-mail).",
    optional: true,
  },
} as const;

export type EmailCategory = keyof typeof EMAIL_CATEGORIES;

export const EMAIL_CATEGORY_KEYS = Object.keys(EMAIL_CATEGORIES) as EmailCategory[];

export const OPTIONAL_EMAIL_CATEGORIES = EMAIL_CATEGORY_KEYS.filter(
  (c) => EMAIL_CATEGORIES[c].optional,
);

export const isOptionalEmailCategory = (value: string): value is EmailCategory =>
  (OPTIONAL_EMAIL_CATEGORIES as string[]).includes(value);

/** A link from the server is followed in the app only when it is a path of the app. */
export const isAppPath = (link: string): boolean => /^\/(?![/\\])/.test(link);

/**
 * The toast when marking read fails, here without zod: the bell and the client's home use it
 * on screens that must not load zod (decision 0132).
 */
export const MARK_READ_FAILED = "Não foi possível marcar as notificações como lidas.";
