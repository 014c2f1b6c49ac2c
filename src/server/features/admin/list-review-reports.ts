import type { ReportedReviewsPage, ReviewReportsQuery } from "@domain/contracts/review-moderation";
import type { Db } from "@server/db/client";
import { reviewReports, reviews, users } from "@server/db/schema";
import { keyset, toPage } from "@server/shared/page-cursor";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";

const professional = alias(users, "professional_user");
const author = alias(users, "author_user");

/**
 * GET /api/admin/review-reports (decision 0388): the reviews with open reports, the longest
 * waiting first, a keyset page at a time; each with its rating and text (the admin reads what
 * was reported), the professional, the author and the open reports' reasons and details, never
 * who sent them.
 */
export async function listReviewReports(
  db: Db,
  q: ReviewReportsQuery,
): Promise<ReportedReviewsPage> {
  const open = db
    .select({
      reviewId: reviewReports.reviewId,
      firstAt: sql<Date>`min(${reviewReports.createdAt})`.as("first_at"),
      reportCount: sql<number>`count(*)::int`.as("report_count"),
    })
    .from(reviewReports)
    .where(isNull(reviewReports.resolvedAt))
    .groupBy(reviewReports.reviewId)
    .as("open_reports");
  const page = keyset(open.firstAt, open.reviewId, "asc", q.cursor);
  const rows = await db
    .select({
      review: {
        id: reviews.id,
        rating: reviews.rating,
        comment: reviews.comment,
        createdAt: reviews.createdAt,
      },
      professional: {
        id: professional.id,
        firstName: professional.firstName,
        lastName: professional.lastName,
      },
      author: { id: author.id, firstName: author.firstName, lastName: author.lastName },
      reportCount: open.reportCount,
      firstAt: page.columns.pageAt,
      ...page.columns,
    })
    .from(open)
    .innerJoin(reviews, eq(reviews.id, open.reviewId))
    .innerJoin(professional, eq(professional.id, reviews.professionalId))
    .innerJoin(author, eq(author.id, reviews.clientId))
    .where(and(eq(reviews.status, "published"), page.where))
    .orderBy(...page.orderBy)
    .limit(q.limit + 1);
  const ids = rows.slice(0, q.limit).map((row) => row.review.id);
  const reports = ids.length
    ? await db
        .select({
          id: reviewReports.id,
          reviewId: reviewReports.reviewId,
          reason: reviewReports.reason,
          details: reviewReports.details,
          createdAt: reviewReports.createdAt,
        })
        .from(reviewReports)
        .where(and(inArray(reviewReports.reviewId, ids), isNull(reviewReports.resolvedAt)))
        .orderBy(asc(reviewReports.createdAt), asc(reviewReports.id))
    : [];
  return toPage(rows, q.limit, (row) => ({
    id: row.review.id,
    review: { ...row.review, createdAt: row.review.createdAt.toISOString() },
    professional: row.professional,
    author: row.author,
    reportCount: row.reportCount,
    firstReportedAt: row.firstAt,
    reports: reports
      .filter((report) => report.reviewId === row.review.id)
      .map(({ id, reason, details, createdAt }) => ({
        id,
        reason,
        details,
        createdAt: createdAt.toISOString(),
      })),
  }));
}
