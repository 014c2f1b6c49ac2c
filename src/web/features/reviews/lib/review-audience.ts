import type { ReviewVisibility } from "@domain/review-rules";

/**
 * Who will read what the client is about to send, as the professional chose (decision 0387).
 * Unknown (the read failed or is on its way): the widest audience, never a narrower promise.
 */
export function reviewAudienceNote(
  visibility: ReviewVisibility | undefined,
  professionalName: string,
): string {
  switch (visibility) {
    case "rating_only":
      return `Sua nota entra na média do perfil de ${professionalName}; o comentário fica visível somente para ${professionalName}.`;
    case "private":
      return `Sua nota e seu comentário ficam visíveis somente para ${professionalName}.`;
    default:
      return `Sua nota e seu comentário aparecerão no perfil de ${professionalName}. Com comentário, ele ficará público junto com o seu nome; sem comentário, sua avaliação será anônima.`;
  }
}
