import { DATA_EXPORT_NOTICE, type DataExport } from "@domain/contracts/data-export";
import type { Db } from "@server/db/client";
import {
  adminAuditLog,
  agendaSettings,
  appointmentPayments,
  appointments,
  availability,
  blockedSlots,
  consents,
  contentReports,
  contents,
  conversations,
  follows,
  images,
  legalAcceptances,
  messages,
  professionalProfiles,
  reviewReports,
  reviews,
  serviceConfirmations,
  sessions,
  users,
} from "@server/db/schema";
import { supportRecordOf } from "@server/features/support/support-of-person";
import type { AuthUser } from "@server/http/route";
import { notificationsOf } from "@server/notifications/privacy";
import { and, eq, getTableColumns, ne, or, sql } from "drizzle-orm";
import { telehealthRecordOf } from "./telehealth-record";

/** A content as its author wrote it, without which admin hid it (decision 0404). */
const { hiddenBy: _hider, ...contentsAsWritten } = getTableColumns(contents);

/** A review as its author wrote it, without which admin hid it (decision 0388). */
const { hiddenBy: _admin, ...writtenReviewColumns } = getTableColumns(reviews);

/**
 * 'Baixar meus dados': every row about the user, column by column as stored, leaving out only
 * secrets (password hash, session ids, image bytes) and the authors of anonymous reviews.
 */
export async function exportUserData(db: Db, user: AuthUser, instant: Date): Promise<DataExport> {
  const id = user.id;
  const [profile] = await db
    .select()
    .from(professionalProfiles)
    .where(eq(professionalProfiles.userId, id));
  const [settings] = await db
    .select()
    .from(agendaSettings)
    .where(eq(agendaSettings.professionalId, id));
  const { passwordHash: _secret, ...account } = (
    await db.select().from(users).where(eq(users.id, id))
  )[0]!;
  return {
    exportedAt: instant.toISOString(),
    notice: DATA_EXPORT_NOTICE,
    user: account,
    profileImages: await db
      .select({ id: images.id, mimeType: images.mimeType, createdAt: images.createdAt })
      .from(images)
      .where(eq(images.ownerId, id)),
    professionalProfile: profile ?? null,
    availability: await db.select().from(availability).where(eq(availability.professionalId, id)),
    agendaSettings: settings ?? null,
    blockedSlots: await db.select().from(blockedSlots).where(eq(blockedSlots.professionalId, id)),
    appointments: await db
      .select()
      .from(appointments)
      .where(or(eq(appointments.clientId, id), eq(appointments.professionalId, id))),
    serviceConfirmations: await db
      .select()
      .from(serviceConfirmations)
      .where(
        or(eq(serviceConfirmations.clientId, id), eq(serviceConfirmations.professionalId, id)),
      ),
    // A hidden review's reason and date are the author's to read; which admin hid it is not (0378).
    reviewsWritten: await db
      .select(writtenReviewColumns)
      .from(reviews)
      .where(eq(reviews.clientId, id)),
    reviewsReceived: await db
      .select({
        id: reviews.id,
        rating: reviews.rating,
        comment: reviews.comment,
        isAnonymous: reviews.isAnonymous,
        createdAt: reviews.createdAt,
        status: reviews.status,
        // The professional's reply is theirs (decision 0388).
        reply: reviews.reply,
        repliedAt: reviews.repliedAt,
      })
      .from(reviews)
      // A held review is its author's alone until they publish it (decision 0388).
      .where(and(eq(reviews.professionalId, id), ne(reviews.status, "held"))),
    reviewReportsMade: await db
      .select({
        reviewId: reviewReports.reviewId,
        reason: reviewReports.reason,
        details: reviewReports.details,
        createdAt: reviewReports.createdAt,
        resolution: reviewReports.resolution,
        resolvedAt: reviewReports.resolvedAt,
      })
      .from(reviewReports)
      .where(eq(reviewReports.reporterId, id)),
    sessions: await db
      .select({
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .where(eq(sessions.userId, id)),
    adminActionsAboutYou: await db
      .select({
        action: adminAuditLog.action,
        banReason: adminAuditLog.banReason,
        // A rejection's reason is the professional's to read; an admin's note is not (0378).
        reason: sql<
          string | null
        >`CASE WHEN ${adminAuditLog.action} = 'reject' THEN ${adminAuditLog.reason} END`,
        createdAt: adminAuditLog.createdAt,
      })
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetUserId, id)),
    legalAcceptances: await db
      .select({
        document: legalAcceptances.document,
        version: legalAcceptances.version,
        acceptedAt: legalAcceptances.acceptedAt,
      })
      .from(legalAcceptances)
      .where(eq(legalAcceptances.userId, id))
      .orderBy(legalAcceptances.acceptedAt, legalAcceptances.document),
    consents: await db
      .select({
        purpose: consents.purpose,
        textVersion: consents.textVersion,
        appointmentId: consents.appointmentId,
        givenAt: consents.givenAt,
        withdrawnAt: consents.withdrawnAt,
      })
      .from(consents)
      .where(eq(consents.userId, id))
      .orderBy(consents.givenAt),
    ...(await telehealthRecordOf(db, id)),
    payments: await db
      .select(getTableColumns(appointmentPayments))
      .from(appointmentPayments)
      .innerJoin(appointments, eq(appointments.id, appointmentPayments.appointmentId))
      .where(or(eq(appointments.clientId, id), eq(appointments.professionalId, id)))
      .orderBy(appointmentPayments.appointmentId),
    conversations: await db
      .select()
      .from(conversations)
      .where(or(eq(conversations.clientId, id), eq(conversations.professionalId, id)))
      .orderBy(conversations.createdAt),
    messages: await db
      .select(getTableColumns(messages))
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(or(eq(conversations.clientId, id), eq(conversations.professionalId, id)))
      .orderBy(messages.createdAt, messages.id),
    contents: await db
      .select(contentsAsWritten)
      .from(contents)
      .where(eq(contents.professionalId, id))
      .orderBy(contents.publishedAt),
    follows: await db
      .select({ professionalId: follows.professionalId, createdAt: follows.createdAt })
      .from(follows)
      .where(eq(follows.clientId, id))
      .orderBy(follows.createdAt),
    contentReports: await db
      .select({
        contentId: contentReports.contentId,
        reason: contentReports.reason,
        details: contentReports.details,
        createdAt: contentReports.createdAt,
        resolvedAt: contentReports.resolvedAt,
        outcome: contentReports.outcome,
      })
      .from(contentReports)
      .where(eq(contentReports.reporterId, id))
      .orderBy(contentReports.createdAt),
    ...(await supportRecordOf(db, id)),
    ...(await notificationsOf(db, id)),
  };
}
