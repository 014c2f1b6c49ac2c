import {
  CONTENT_REPORT_REASONS,
  type ContentReportReason,
  CONTENT_MESSAGES as M,
  OWN_CONTENTS_PATH,
} from "@domain/contents";
import type { ContentDecisionRequest, ContentDecisionResponse } from "@domain/contracts/contents";
import type { Db } from "@server/db/client";
import { contentReports, contents, users } from "@server/db/schema";
import { AppError } from "@server/errors";
import type { AuthUser } from "@server/http/route";
import { notify } from "@server/notifications/notify";
import { PAGES_GONE } from "@server/shared/pages-gone";
import { and, eq, isNull, sql } from "drizzle-orm";
import { recordAdminAction } from "./audit-trail";

/**
 * POST /api/admin/contents/{id}/decision (decision 0404): the admin hides a reported content
 * with a reason, or dismisses its reports. One transaction resolves every open report (a
 * compare-and-swap: a second decision finds none and is 409), hides the content (its page
 * answers 410 and leaves the sitemap; the author's stored profile page is cleared and every
 * process's kept pages emptied), writes the audit entry (the author is its target; the reason's
 * category and the admin's note, as a review's decision, decision 0388) and tells the author in
 * the app and by e-mail (the reason's category only).
 */
export async function decideReportedContent(
  db: Db,
  admin: AuthUser,
  contentId: string,
  input: ContentDecisionRequest,
  instant: Date,
): Promise<ContentDecisionResponse> {
  return db.transaction(async (tx) => {
    const [content] = await tx
      .select({ authorId: contents.professionalId, hiddenAt: contents.hiddenAt })
      .from(contents)
      .where(eq(contents.id, contentId))
      .for("update");
    if (!content) throw new AppError("not_found", M.notFound);
    const hide = input.resolution === "hidden";
    const reason: ContentReportReason = input.reason ?? "outro";
    const resolved = await tx
      .update(contentReports)
      .set({ resolvedAt: instant, resolvedBy: admin.id, outcome: input.resolution })
      .where(and(eq(contentReports.contentId, contentId), isNull(contentReports.resolvedAt)))
      .returning({ id: contentReports.id });
    if (!resolved.length || content.hiddenAt) throw new AppError("conflict", M.alreadyDecided);
    await recordAdminAction(tx, {
      adminId: admin.id,
      targetUserId: content.authorId,
      action: hide ? "hide_content" : "keep_content",
      reason: [
        `Conteúdo ${contentId}`,
        hide ? `Motivo: ${CONTENT_REPORT_REASONS[reason]}` : null,
        input.note ? `Observação: ${input.note}` : null,
      ]
        .filter(Boolean)
        .join("\n"),
    });
    if (hide) {
      await tx
        .update(contents)
        .set({ hiddenAt: instant, hiddenReason: reason, hiddenBy: admin.id })
        .where(eq(contents.id, contentId));
      await tx.execute(sql`SELECT public_page_changed(${content.authorId}::uuid)`);
      await tx.execute(PAGES_GONE);
      const [author] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, content.authorId), isNull(users.deletedAt)));
      if (author) {
        await notify(tx, {
          kind: "content_hidden",
          recipientId: author.id,
          params: { reason },
          link: OWN_CONTENTS_PATH,
          idempotencyKey: `content_hidden:${contentId}`,
          instant,
        });
      }
    }
    return { contentId, hidden: hide, resolvedReports: resolved.length };
  });
}
