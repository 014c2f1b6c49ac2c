import type { Template } from "./render";

/**
 * The support channel (decision 0390): the person is told that an answer came or that the ticket
 * was closed, with a link to the ticket. In the required category 'conta' (an answer to their own
 * request). The params are empty: never the message, the answer, the topic nor the outcome.
 */
export const SUPPORT_TEMPLATES = {
  support_answered: {
    category: "conta",
    title: "Você recebeu uma resposta do suporte",
    paragraphs: () => [
      "A equipe do Acolher respondeu a um chamado seu no suporte.",
      "Por segurança, a resposta não vai por e-mail: leia no Acolher, no chamado.",
    ],
    summary: () => "A equipe do Acolher respondeu ao seu chamado.",
    action: "Ver a resposta",
  },
  support_closed: {
    category: "conta",
    title: "Seu chamado no suporte foi encerrado",
    paragraphs: () => [
      "A equipe do Acolher encerrou um chamado seu no suporte.",
      "O que foi feito está registrado no chamado, no Acolher. Se precisar de mais alguma coisa, abra um novo chamado.",
    ],
    summary: () => "A equipe do Acolher encerrou o seu chamado.",
    action: "Ver o chamado",
  },
} satisfies Record<string, Template>;
