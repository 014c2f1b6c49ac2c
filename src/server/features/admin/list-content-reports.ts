import { contentPath } from "@domain/contents";
import type { ContentReportsQuery, ReportedContentsPage } from "@domain/contracts/contents";
import type { Db } from "@server/db/client";
import { contentReports, contents, users } from "@server/db/schema";
import { keyset, toPage } from "@server/shared/page-cursor";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";

/**
 * GET /api/admin/content-reports (decision 0404): the visible contents with open reports, the
 * longest waiting first, a keyset page at a time, with the text the admin judges and the open
 * reports' reasons and details, never who sent them (as the review reports, decision 0388).
 */
export async function listContentReports(
  db: Db,
  q: ContentReportsQuery,
): Promise<ReportedContentsPage> {
  const open = db
    .select({
      contentId: contentReports.contentId,
      firstAt: sql<Date>`min(${contentReports.createdAt})`.as("first_at"),
      reportCount: sql<number>`count(*)::int`.as("report_count"),
    })
    .from(contentReports)
    .where(isNull(contentReports.resolvedAt))
    .groupBy(contentReports.contentId)
    .as("open_content_reports");
  const page = keyset(open.firstAt, open.contentId, "asc", q.cursor);
  const rows = await db
    .select({
      content: {
        id: contents.id,
        title: contents.title,
        body: contents.body,
        slug: contents.slug,
        publishedAt: contents.publishedAt,
      },
      professional: { id: users.id, firstName: users.firstName, lastName: users.lastName },
      reportCount: open.reportCount,
      ...page.columns,
    })
    .from(open)
    .innerJoin(contents, eq(contents.id, open.contentId))
    .innerJoin(users, eq(users.id, contents.professionalId))
    .where(and(isNull(contents.hiddenAt), page.where))
    .orderBy(...page.orderBy)
    .limit(q.limit + 1);
  const ids = rows.slice(0, q.limit).map((row) => row.content.id);
  const reports = ids.length
    ? await db
        .select({
          id: contentReports.id,
          contentId: contentReports.contentId,
          reason: contentReports.reason,
          details: contentReports.details,
          createdAt: contentReports.createdAt,
        })
        .from(contentReports)
        .where(and(inArray(contentReports.contentId, ids), isNull(contentReports.resolvedAt)))
        .orderBy(asc(contentReports.createdAt), asc(contentReports.id))
    : [];
  return toPage(rows, q.limit, (row) => ({
    id: row.content.id,
    content: {
      id: row.content.id,
      title: row.content.title,
      contentText: row.content.body,
      path: contentPath(row.content.slug),
      publishedAt: row.content.publishedAt.toISOString(),
    },
    professional: row.professional,
    reportCount: row.reportCount,
    firstReportedAt: row.pageAt,
    reports: reports
      .filter((report) => report.contentId === row.content.id)
      .map(({ id, reason, details, createdAt }) => ({
        id,
        reason: reason as ReportedContentsPage["items"][number]["reports"][number]["reason"],
        details,
        createdAt: createdAt.toISOString(),
      })),
  }));
}
