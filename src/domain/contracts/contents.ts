/**
 * Issue 34, item 2 (decision 0404): contents, follows, the client's feed, reports and the
 * admin's decision on a reported content.
 */
import {
  CONTENT_REPORT_DETAILS_MAX,
  CONTENT_REPORT_REASON_KEYS,
  CONTENT_TEXT_MAX,
  CONTENT_TITLE_MAX,
  CONTENT_TITLE_MIN,
  CONTENT_MESSAGES as M,
} from "../contents";
import { ADMIN_MESSAGES, page, pageQuery, REASON_MAX_LENGTH } from "./admin";
import { optionalText } from "./common";
import { refusePublicity } from "./profile";
import { z } from "./z";

/** POST /api/contents and PUT /api/contents/:id: title and text, both under the publicity rules. */
export const contentInputSchema = z.object({
  title: z
    .string({ message: M.titleTooShort })
    .trim()
    .min(CONTENT_TITLE_MIN, M.titleTooShort)
    .max(CONTENT_TITLE_MAX, M.titleTooLong)
    .superRefine(refusePublicity),
  contentText: z
    .string({ message: M.textRequired })
    .trim()
    .min(1, M.textRequired)
    .max(CONTENT_TEXT_MAX, M.textTooLong)
    .superRefine(refusePublicity),
});
export type ContentInput = z.input<typeof contentInputSchema>;

const author = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  specialty: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  profilePath: z.string(),
});

/** A content as the app lists it: the whole text (the feed shows it), its address and author. */
export const contentSchema = z.object({
  id: z.string(),
  slug: z.string(),
  path: z.string(),
  title: z.string(),
  contentText: z.string(),
  imageUrl: z.string().nullable(),
  publishedAt: z.string(),
  updatedAt: z.string(),
  author,
});
export type Content = z.infer<typeof contentSchema>;

/** The author's own view: whether and why an admin hid it. */
export const ownContentSchema = contentSchema.extend({
  hiddenAt: z.string().nullable(),
  hiddenReason: z.string().nullable(),
});
export type OwnContent = z.infer<typeof ownContentSchema>;
export const ownContentsSchema = z.array(ownContentSchema);

/** A professional's latest visible contents (their profile's 'Conteúdos'). */
export const professionalContentsSchema = z.array(contentSchema);
export type ProfessionalContents = z.infer<typeof professionalContentsSchema>;

/** POST /api/contents/:id/image: the image as a data URL, re-encoded by the server. */
export const contentImageRequestSchema = z.object({
  imageData: z.string().regex(/^data:[\w.+/-]*;base64,/, "Selecione um arquivo de imagem válido."),
});

/** GET /api/feed: followed professionals first, then the client's specialties and city. */
export const feedQuerySchema = z.object({ cursor: pageQuery.cursor });
export type FeedQuery = z.output<typeof feedQuerySchema>;
export const feedItemSchema = contentSchema.extend({
  /** Why it is in the feed: a followed professional, or a suggestion. */
  followed: z.boolean(),
});
export const feedPageSchema = page(feedItemSchema);
export type FeedPage = z.infer<typeof feedPageSchema>;

/** GET/PUT/DELETE /api/follows/:id (the professional's id): only the client sees it. */
export const followStatusSchema = z.object({ following: z.boolean() });
export type FollowStatus = z.infer<typeof followStatusSchema>;

/** POST /api/content-reports. */
export const reportContentRequestSchema = z.object({
  contentId: z.uuid({ message: M.notFound }),
  reason: z.enum(CONTENT_REPORT_REASON_KEYS, { message: M.reasonRequired }),
  details: optionalText(CONTENT_REPORT_DETAILS_MAX, M.detailsTooLong),
});
export type ReportContentRequest = z.input<typeof reportContentRequestSchema>;

/** GET /api/admin/content-reports: the contents with open reports, longest waiting first. */
export const contentReportsQuerySchema = z.object(pageQuery);
export type ContentReportsQuery = z.output<typeof contentReportsQuerySchema>;

const person = z.object({ id: z.string(), firstName: z.string(), lastName: z.string() });
export const reportedContentSchema = z.object({
  id: z.string(),
  content: z.object({
    id: z.string(),
    title: z.string(),
    contentText: z.string(),
    path: z.string(),
    publishedAt: z.string(),
  }),
  professional: person,
  reportCount: z.number().int(),
  firstReportedAt: z.string(),
  reports: z.array(
    z.object({
      id: z.string(),
      reason: z.enum(CONTENT_REPORT_REASON_KEYS),
      details: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type ReportedContent = z.infer<typeof reportedContentSchema>;
export const reportedContentsPageSchema = page(reportedContentSchema);
export type ReportedContentsPage = z.infer<typeof reportedContentsPageSchema>;

/** POST /api/admin/contents/:id/decision: hide with a reason the author reads, or dismiss. */
export const contentDecisionRequestSchema = z
  .object({
    resolution: z.enum(["hidden", "dismissed"], { message: ADMIN_MESSAGES.invalidAction }),
    reason: z.enum(CONTENT_REPORT_REASON_KEYS).nullish(),
    note: optionalText(REASON_MAX_LENGTH, ADMIN_MESSAGES.noteTooLong),
  })
  .superRefine((value, ctx) => {
    if (value.resolution === "hidden" && !value.reason) {
      ctx.addIssue({ code: "custom", path: ["reason"], message: M.hideReasonRequired });
    }
  });
export type ContentDecisionRequest = z.input<typeof contentDecisionRequestSchema>;
export const contentDecisionResponseSchema = z.object({
  contentId: z.string(),
  hidden: z.boolean(),
  resolvedReports: z.number().int(),
});
export type ContentDecisionResponse = z.infer<typeof contentDecisionResponseSchema>;
