import { CONTENT_REPORT_REASONS } from "@domain/contents";
import type { Template } from "./render";

/** A reason's label; a key this version does not know reads as 'Outro motivo'. */
const reasonText = (key: string | undefined) =>
  CONTENT_REPORT_REASONS[
    key && key in CONTENT_REPORT_REASONS ? (key as keyof typeof CONTENT_REPORT_REASONS) : "outro"
  ];

/**
 * An admin hid a professional's content (decision 0404; category `conta`, required: it is about
 * their own publication). The params hold the reason's key only: never the content's title or
 * text, the reports' details nor the admin's note, so the e-mail names no health detail.
 */
export const CONTENT_TEMPLATES = {
  content_hidden: {
    category: "conta",
    title: "Um conteúdo seu foi ocultado",
    paragraphs: (p) => [
      "Depois de uma denúncia, a equipe do Acolher analisou um conteúdo que você publicou e decidiu ocultá-lo: ele não aparece mais no seu perfil, no feed nem no endereço público.",
      `Motivo: ${reasonText(p.reason)}.`,
      "Você pode ver o conteúdo e o motivo em 'Meus conteúdos'. Se acredita que houve um engano, fale com o suporte do Acolher.",
    ],
    action: "Ver meus conteúdos",
  },
} satisfies Record<string, Template>;
