/**
 * Issue 30, item 4 (decision 0388): reporting a review, the admin's queue and decision, the
 * professional's reply, and the author's confirmation of a review held for a health detail.
 */
import {
  REPLY_MAX,
  REPORT_DETAILS_MAX,
  REVIEW_MODERATION_MESSAGES,
  REVIEW_REPORT_REASON_KEYS,
  REVIEW_REPORT_RESOLUTIONS,
  REVIEW_STATUSES,
  REVIEW_VISIBILITIES,
} from "../review-rules";
import { ADMIN_MESSAGES, page, pageQuery, REASON_MAX_LENGTH } from "./admin";
import { optionalText } from "./common";
import { refusePublicity } from "./profile";
import { reviewFormSchema, reviewSchema } from "./reviews";
import { z } from "./z";

// The limits and messages live beside the rules, without zod: the profile page's report dialog
// and reply form read them (decision 0132: no zod in a page's first download).
export {
  MAX_REPORTS_PER_DAY,
  REPLY_MAX,
  REPORT_DETAILS_MAX,
  REVIEW_MODERATION_MESSAGES,
} from "../review-rules";

/** POST /api/review-reports: the review, a reason from the list and, optionally, what happened. */
export const reportReviewRequestSchema = z.object({
  reviewId: z.uuid({ message: REVIEW_MODERATION_MESSAGES.reviewNotFound }),
  reason: z.enum(REVIEW_REPORT_REASON_KEYS, { message: REVIEW_MODERATION_MESSAGES.reasonRequired }),
  details: optionalText(REPORT_DETAILS_MAX, REVIEW_MODERATION_MESSAGES.detailsTooLong),
});
export type ReportReviewRequest = z.input<typeof reportReviewRequestSchema>;

/** GET /api/admin/review-reports: oldest open report first. */
export const reviewReportsQuerySchema = z.object(pageQuery);
export type ReviewReportsQuery = z.output<typeof reviewReportsQuerySchema>;

const person = z.object({ id: z.string(), firstName: z.string(), lastName: z.string() });

/** One reported review in the admin's queue, with its open reports (never who sent them). */
export const reportedReviewSchema = z.object({
  /** The review's id (a list item's key). */
  id: z.string(),
  review: z.object({
    id: z.string(),
    rating: z.number().int(),
    comment: z.string().nullable(),
    createdAt: z.string(),
  }),
  professional: person,
  author: person,
  reportCount: z.number().int(),
  firstReportedAt: z.string(),
  reports: z.array(
    z.object({
      id: z.string(),
      reason: z.enum(REVIEW_REPORT_REASON_KEYS),
      details: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type ReportedReview = z.infer<typeof reportedReviewSchema>;
export const reportedReviewsPageSchema = page(reportedReviewSchema);
export type ReportedReviewsPage = z.infer<typeof reportedReviewsPageSchema>;

/**
 * POST /api/admin/reviews/:id/decision: hide (with the reason the author and the professional
 * read) or keep; the note stays in the audit log.
 */
export const reviewDecisionRequestSchema = z
  .object({
    resolution: z.enum(REVIEW_REPORT_RESOLUTIONS, { message: ADMIN_MESSAGES.invalidAction }),
    reason: z.enum(REVIEW_REPORT_REASON_KEYS).nullish(),
    note: optionalText(REASON_MAX_LENGTH, ADMIN_MESSAGES.noteTooLong),
  })
  .superRefine((value, ctx) => {
    if (value.resolution === "hidden" && !value.reason) {
      ctx.addIssue({
        code: "custom",
        path: ["reason"],
        message: REVIEW_MODERATION_MESSAGES.hideReasonRequired,
      });
    }
  });
export type ReviewDecisionRequest = z.input<typeof reviewDecisionRequestSchema>;

export const reviewDecisionResponseSchema = z.object({
  reviewId: z.string(),
  status: z.enum(REVIEW_STATUSES),
  resolvedReports: z.number().int(),
});
export type ReviewDecisionResponse = z.infer<typeof reviewDecisionResponseSchema>;

/** PUT /api/review-replies/:id (the review's id): one reply per review, under the publicity rules (decision 0385). */
export const reviewReplyRequestSchema = z.object({
  reply: z
    .string({ message: REVIEW_MODERATION_MESSAGES.replyRequired })
    .trim()
    .min(1, REVIEW_MODERATION_MESSAGES.replyRequired)
    .max(REPLY_MAX, REVIEW_MODERATION_MESSAGES.replyTooLong)
    .superRefine(refusePublicity),
});
export type ReviewReplyRequest = z.input<typeof reviewReplyRequestSchema>;

export const reviewReplyResponseSchema = z.object({
  reviewId: z.string(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
});
export type ReviewReplyResponse = z.infer<typeof reviewReplyResponseSchema>;

/**
 * PUT /api/reviews/:id: the author of a held review rewrites its comment (checked again) or,
 * with `confirmHealthDetails`, publishes the comment as written after the warning.
 */
export const heldReviewRequestSchema = reviewFormSchema.pick({ comment: true }).extend({
  confirmHealthDetails: z.boolean().optional().default(false),
});
export type HeldReviewRequest = z.input<typeof heldReviewRequestSchema>;

/** A review as its author sees it: where it stands, and the health details that hold it. */
export const ownReviewSchema = reviewSchema.extend({
  status: z.enum(REVIEW_STATUSES),
  /** The words that hold it ('held' only): the author reads them in the warning. */
  healthDetails: z.array(z.string()),
  /** Why the team hid it ('hidden' only): the author reads the category, never the note. */
  hiddenReason: z.enum(REVIEW_REPORT_REASON_KEYS).nullable(),
  /**
   * Issue 34, item 5 (decision 0403): whom it is about and how that professional shows reviews
   * now ('Minhas Avaliações' says what others see); null in the answer to settling a held one.
   */
  about: z
    .object({ professionalName: z.string(), visibility: z.enum(REVIEW_VISIBILITIES) })
    .nullable(),
});
export type OwnReview = z.infer<typeof ownReviewSchema>;
export const ownReviewListSchema = z.array(ownReviewSchema);
