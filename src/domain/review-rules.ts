/**
 * Issue 30, items 3 and 4: how a professional's reviews appear, where a review stands, and why
 * a person may report one. The professions' defaults follow their councils (decision 0387).
 */
import type { Specialty } from "./constants";

/**
 * 'public': stars and texts; 'rating_only': the average and the count, no texts; 'private':
 * only the professional sees them and the public profile shows no rating.
 */
export const REVIEW_VISIBILITIES = ["public", "rating_only", "private"] as const;
export type ReviewVisibility = (typeof REVIEW_VISIBILITIES)[number];

export const REVIEW_VISIBILITY_LABELS: Record<ReviewVisibility, string> = {
  public: "Públicas",
  rating_only: "Somente a nota",
  private: "Privadas",
};

/**
 * Psicologia defaults to 'Somente a nota': CRP guidance reads an always-on review feature as an
 * indirect request for testimonials (Nota Técnica CFP 1/2022); the other professions to 'Públicas'.
 */
export function defaultReviewVisibility(
  mainSpecialty: Specialty | string | undefined,
): ReviewVisibility {
  return mainSpecialty === "Psicologia" ? "rating_only" : "public";
}

/**
 * 'published': counts and shows as the professional chose; 'held': it names a health detail
 * and waits for its author to confirm it (counts nowhere until then); 'hidden': an admin hid it
 * after a report (counts nowhere).
 */
export const REVIEW_STATUSES = ["published", "held", "hidden"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** Why a review is reported, and why an admin hides one. */
export const REVIEW_REPORT_REASONS = {
  dado_de_saude: "Expõe dados de saúde ou informações pessoais",
  ofensivo: "Ofensivo ou desrespeitoso",
  falso: "Falso ou de quem não foi atendido",
  publicidade: "Propaganda ou conteúdo fora do assunto",
  outro: "Outro motivo",
} as const;
export type ReviewReportReason = keyof typeof REVIEW_REPORT_REASONS;
export const REVIEW_REPORT_REASON_KEYS = Object.keys(REVIEW_REPORT_REASONS) as [
  ReviewReportReason,
  ...ReviewReportReason[],
];

export const isReviewReportReason = (value: string | null): value is ReviewReportReason =>
  value !== null && value in REVIEW_REPORT_REASONS;

/** What an admin decided about a reported review. */
export const REVIEW_REPORT_RESOLUTIONS = ["hidden", "kept"] as const;
export type ReviewReportResolution = (typeof REVIEW_REPORT_RESOLUTIONS)[number];

/** Decision 0388: the report and reply limits, and the moderation messages. */
export const REPORT_DETAILS_MAX = 1000;
export const REPLY_MAX = 1000;
/** Reports one person may send in 24 hours (decision 0388). */
export const MAX_REPORTS_PER_DAY = 10;

export const REVIEW_MODERATION_MESSAGES = {
  reviewNotFound: "Avaliação não encontrada",
  reasonRequired: "Escolha o motivo da denúncia.",
  hideReasonRequired: "Escolha o motivo para ocultar a avaliação.",
  detailsTooLong: `Os detalhes devem ter no máximo ${REPORT_DETAILS_MAX} caracteres.`,
  ownReview: "Você não pode denunciar a sua própria avaliação.",
  alreadyReported: "Você já denunciou esta avaliação. A equipe do Acolher vai analisá-la.",
  tooManyReports: `Você atingiu o limite de ${MAX_REPORTS_PER_DAY} denúncias em 24 horas. Tente novamente mais tarde.`,
  alreadyDecided: "Esta avaliação já foi analisada por outro administrador.",
  replyRequired: "Escreva a resposta.",
  replyTooLong: `A resposta deve ter no máximo ${REPLY_MAX} caracteres.`,
  notHeld: "Esta avaliação não está aguardando a sua confirmação.",
} as const;

/**
 * Issue 34, item 5 (decision 0403): what others see of a published review, told to its author
 * in 'Minhas Avaliações'.
 */
export function publicShownText(visibility: ReviewVisibility, professionalName: string): string {
  if (visibility === "public") return `Aparece no perfil de ${professionalName}, com o comentário.`;
  if (visibility === "rating_only") {
    return `No perfil de ${professionalName} aparece só a nota; o comentário, só o profissional lê.`;
  }
  return `${professionalName} mantém as avaliações privadas: só o profissional lê a sua.`;
}

/**
 * 'Minhas Avaliações' (decision 0403): the client's /reviews opened on that tab, for the user
 * menu and the notifications about one's own review (hidden, kept, replied to).
 */
export const OWN_REVIEWS_PATH = "/reviews?aba=avaliacoes";
