import { MAX_RATING } from "../constants";
import { REVIEW_VISIBILITIES } from "../review-rules";
import { z } from "./z";

export const REVIEW_COMMENT_MAX = 2000;

export const REVIEW_MESSAGES = {
  ratingRequiredTitle: "Avaliação obrigatória",
  ratingRequired: "Por favor, selecione uma classificação de estrelas",
  commentTooLong: `O comentário deve ter no máximo ${REVIEW_COMMENT_MAX} caracteres`,
  alreadyReviewed: "Você já avaliou este atendimento.",
  notBothConfirmed:
    "A avaliação fica disponível depois que você e o profissional confirmarem o atendimento.",
  confirmationNotFound: "Confirmação não encontrada",
} as const;

const uuid = z.uuid({ message: "Identificador inválido" });

/** The review form (SPEC §5): stars 1..5, comment trimmed and sent as null when empty. */
export const reviewFormSchema = z.object({
  rating: z
    .number({ message: REVIEW_MESSAGES.ratingRequired })
    .int(REVIEW_MESSAGES.ratingRequired)
    .min(1, REVIEW_MESSAGES.ratingRequired)
    .max(MAX_RATING, REVIEW_MESSAGES.ratingRequired),
  comment: z
    .string()
    .trim()
    .max(REVIEW_COMMENT_MAX, REVIEW_MESSAGES.commentTooLong)
    .nullish()
    .transform((v) => (v ? v : null)),
});

/** POST /api/reviews. */
export const createReviewRequestSchema = reviewFormSchema.extend({
  professionalId: uuid,
  serviceConfirmationId: uuid,
});
export type CreateReviewRequest = z.infer<typeof createReviewRequestSchema>;

/** SPEC §3 Review as its author sees it (POST /api/reviews, GET /api/reviews/by-client). */
export const reviewSchema = z.object({
  id: z.string(),
  professionalId: z.string(),
  serviceConfirmationId: z.string(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  /** True when the review has no comment: then it is shown as 'Cliente anônimo'. */
  isAnonymous: z.boolean(),
  createdAt: z.string(),
  /** The professional's one reply (decision 0388), shown wherever the review's text is. */
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewListSchema = z.array(reviewSchema);

export const professionalIdParamSchema = z.object({ professionalId: uuid });

/** GET /api/reviews/can-review/:professionalId. */
export const canReviewResponseSchema = z.object({
  canReview: z.boolean(),
  /** The newest confirmation with this professional confirmed by both and not yet reviewed. */
  serviceConfirmationId: z.string().nullable(),
});
export type CanReviewResponse = z.infer<typeof canReviewResponseSchema>;

/** A review as anyone may see it: the author's name and photo only when it is not anonymous. */
export const publicReviewSchema = reviewSchema.extend({
  client: z
    .object({
      firstName: z.string(),
      lastName: z.string(),
      profileImageUrl: z.string().nullable(),
    })
    .nullable(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/**
 * GET /api/reviews/professional/:id: newest first; averageRating null without reviews. For
 * anyone but the professional (decision 0387): 'rating_only' gives the average and the count
 * with no review; 'private' no review, averageRating null and reviewCount 0.
 */
export const professionalReviewsResponseSchema = z.object({
  reviews: z.array(publicReviewSchema),
  averageRating: z.number().nullable(),
  reviewCount: z.number().int(),
  /** How the professional chose to show their reviews. */
  visibility: z.enum(REVIEW_VISIBILITIES),
});
export type ProfessionalReviewsResponse = z.infer<typeof professionalReviewsResponseSchema>;
