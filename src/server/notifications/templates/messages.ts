import type { Template } from "./render";

/**
 * Issue 34, item 1 (decision 0406): a message unread for MESSAGE_MAIL_DELAY_MINUTES. The e-mail
 * names who wrote, never the text (messages are health data); the bell shows the unread count
 * instead of an in-app notification per message.
 */
export const MESSAGE_TEMPLATES = {
  new_message: {
    category: "mensagens",
    title: "Nova mensagem no Acolher",
    inApp: false,
    paragraphs: (p) => [
      `${p.otherName || "Alguém"} enviou uma mensagem para você no Acolher.`,
      "Por privacidade, o texto não vai por e-mail: entre no Acolher para ler e responder.",
    ],
    action: "Ler a mensagem",
  },
} satisfies Record<string, Template>;
