import { CONTENT_MESSAGES as M } from "@domain/contents";
import type { ReportContentRequest } from "@domain/contracts/contents";
import type { Db } from "@server/db/client";
import { contentReports, contents, professionalProfiles as p, users } from "@server/db/schema";
import { AppError } from "@server/errors";
import type { AuthUser } from "@server/http/route";
import { and, eq } from "drizzle-orm";
import { visibleContent } from "./content-views";

/**
 * POST /api/content-reports (decision 0404): a signed-in person reports a content others may
 * see, not their own, once, with a reason from the list and optional details.
 */
export async function reportContent(
  db: Db,
  user: AuthUser,
  input: ReportContentRequest,
  instant: Date,
): Promise<void> {
  const [content] = await db
    .select({ authorId: contents.professionalId })
    .from(contents)
    .innerJoin(users, eq(users.id, contents.professionalId))
    .innerJoin(p, eq(p.userId, contents.professionalId))
    .where(and(eq(contents.id, input.contentId), visibleContent));
  if (!content) throw new AppError("not_found", M.notFound);
  if (content.authorId === user.id) throw new AppError("forbidden", M.ownContent);
  const [created] = await db
    .insert(contentReports)
    .values({
      contentId: input.contentId,
      reporterId: user.id,
      reason: input.reason,
      details: input.details ?? null,
      createdAt: instant,
    })
    .onConflictDoNothing({ target: [contentReports.contentId, contentReports.reporterId] })
    .returning({ id: contentReports.id });
  if (!created) throw new AppError("conflict", M.alreadyReported);
}
