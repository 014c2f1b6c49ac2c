import { REVIEW_REPORT_REASONS } from "@domain/review-rules";
import type { Template } from "./render";

/** A reason's label; a key this version does not know reads as 'Outro motivo'. */
const reasonText = (key: string | undefined) =>
  REVIEW_REPORT_REASONS[
    key && key in REVIEW_REPORT_REASONS ? (key as keyof typeof REVIEW_REPORT_REASONS) : "outro"
  ];

/**
 * An admin's decision on a reported review, and a professional's reply (decision 0388). In the
 * optional category 'pos_sessao' (with the review invitation). The params hold the reason's key
 * and a first name at most: never the review's text, the reply, a report's details nor the
 * admin's note.
 */
export const REVIEW_MODERATION_TEMPLATES = {
  review_hidden_author: {
    category: "pos_sessao",
    title: "Sua avaliação foi ocultada",
    paragraphs: (p) => [
      "Depois de uma denúncia, a equipe do Acolher analisou uma avaliação que você escreveu e decidiu ocultá-la: ela não aparece mais no perfil do profissional e não conta na nota.",
      `Motivo: ${reasonText(p.reason)}.`,
      "Se você acredita que houve um engano, entre em contato com o suporte do Acolher a partir do e-mail desta conta.",
    ],
    action: "Ver minhas avaliações",
  },
  review_hidden_professional: {
    category: "pos_sessao",
    title: "Uma avaliação do seu perfil foi ocultada",
    paragraphs: (p) => [
      "Depois de uma denúncia, a equipe do Acolher ocultou uma avaliação do seu perfil: ela não aparece mais para ninguém e não conta na sua nota.",
      `Motivo: ${reasonText(p.reason)}.`,
    ],
    action: "Ver meu perfil",
  },
  review_kept_author: {
    category: "pos_sessao",
    title: "Sua avaliação foi mantida",
    paragraphs: () => [
      "Uma avaliação que você escreveu recebeu uma denúncia. A equipe do Acolher analisou e decidiu mantê-la publicada como está.",
    ],
    action: "Ver minhas avaliações",
  },
  review_kept_professional: {
    category: "pos_sessao",
    title: "Uma avaliação denunciada do seu perfil foi mantida",
    paragraphs: () => [
      "A equipe do Acolher analisou uma denúncia sobre uma avaliação do seu perfil e decidiu mantê-la publicada.",
    ],
    action: "Ver meu perfil",
  },
  review_replied: {
    category: "pos_sessao",
    title: "Sua avaliação recebeu uma resposta",
    paragraphs: (p) => [
      `${p.otherName ?? "O profissional"} respondeu à avaliação que você escreveu.`,
      "A resposta está publicada abaixo da sua avaliação, no perfil do profissional.",
    ],
    action: "Ver minhas avaliações",
  },
} satisfies Record<string, Template>;
