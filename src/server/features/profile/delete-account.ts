import { clearLoginFailures } from "@server/auth/rate-limit";
import type { Db } from "@server/db/client";
import {
  agendaSettings,
  appointmentPayments,
  appointments,
  blockedSlots,
  calendarFeeds,
  contentReports,
  contents,
  conversations,
  follows,
  images,
  messages,
  passwordResetTokens,
  professionalProfiles,
  reviewReports,
  reviews,
  users,
} from "@server/db/schema";
import { cancelFutureAppointments } from "@server/features/appointments/cancel-future-appointments";
import { eraseSupportOf } from "@server/features/support/support-of-person";
import type { AuthUser } from "@server/http/route";
import { eraseNotificationsOf } from "@server/notifications/privacy";
import { and, eq, inArray, isNull, or } from "drizzle-orm";

export const ACCOUNT_DELETED_NOTE = "Conta excluída";

/**
 * Deletes an account by scrubbing it: the row stays (appointments, confirmations and reviews
 * point at it) but nothing personal is left and it can never sign in again. Appointments that
 * have not started at `instant` are cancelled; the user's reviews keep their rating but lose the
 * comment and become anonymous. Docs: docs/decisions/0051-account-deletion.md. Sessions are
 * ended by the caller (the route) with the SessionStore.
 */
export async function deleteAccount(db: Db, user: AuthUser, instant: Date): Promise<void> {
  await db.transaction(async (tx) => {
    // First the user's row, FOR UPDATE: a booking in flight holds it shared until it commits,
    // so its appointment is cancelled and scrubbed below; a later one sees the deletion (0185).
    const [row] = await tx
      .select({ deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.id, user.id))
      .for("update");
    if (!row || row.deletedAt) return;
    await cancelFutureAppointments(tx, user.id, ACCOUNT_DELETED_NOTE, instant);
    // What the client wrote on their bookings (notes, home-visit address, a no-show's contest) is
    // theirs: erased from past ones too; the other side keeps the date, time and status
    // (decisions 0160, 0272).
    await tx
      .update(appointments)
      .set({ notes: null, clientAddress: null, addressComplement: null, noShowContestReason: null })
      .where(eq(appointments.clientId, user.id));
    // The reasons they typed when cancelling or rejecting are theirs too (issue 17).
    await tx
      .update(appointments)
      .set({ cancellationReason: null })
      .where(and(eq(appointments.clientId, user.id), eq(appointments.cancelledBy, "client")));
    await tx
      .update(appointments)
      .set({ rejectionReason: null })
      .where(eq(appointments.professionalId, user.id));
    await tx
      .update(appointments)
      .set({ cancellationReason: null })
      .where(
        and(eq(appointments.professionalId, user.id), eq(appointments.cancelledBy, "professional")),
      );
    await tx.delete(blockedSlots).where(eq(blockedSlots.professionalId, user.id));
    // Messages (decision 0406): what they wrote goes; the other side sees 'Conta excluída'.
    for (const side of ["client", "professional"] as const) {
      await tx
        .update(messages)
        .set({ body: null })
        .where(
          and(
            eq(messages.sender, side),
            inArray(
              messages.conversationId,
              tx
                .select({ id: conversations.id })
                .from(conversations)
                .where(
                  eq(
                    side === "client" ? conversations.clientId : conversations.professionalId,
                    user.id,
                  ),
                ),
            ),
          ),
        );
    }
    await tx
      .update(conversations)
      .set({ clientMailDueAt: null, professionalMailDueAt: null })
      .where(or(eq(conversations.clientId, user.id), eq(conversations.professionalId, user.id)));
    // Payments (decision 0400): a client's CPFs go unless the professional marked the payment
    // received, when the receipt they must issue and keep needs them (IN RFB 2.240/2024; LGPD
    // art. 16, I); a professional's own records of payments go with their account.
    await tx
      .update(appointmentPayments)
      .set({ payerCpf: null, beneficiaryName: null, beneficiaryCpf: null, clientPaidAt: null })
      .where(
        and(
          isNull(appointmentPayments.receivedOn),
          inArray(
            appointmentPayments.appointmentId,
            tx
              .select({ id: appointments.id })
              .from(appointments)
              .where(eq(appointments.clientId, user.id)),
          ),
        ),
      );
    await tx
      .delete(appointmentPayments)
      .where(
        inArray(
          appointmentPayments.appointmentId,
          tx
            .select({ id: appointments.id })
            .from(appointments)
            .where(eq(appointments.professionalId, user.id)),
        ),
      );
    // The Pix key may be their CPF, e-mail or phone, and carries their name (decision 0399);
    // their own video room and consent addition may name them too (decision 0396).
    await tx
      .update(agendaSettings)
      .set({
        pixKeyType: null,
        pixKey: null,
        pixName: null,
        pixCity: null,
        videoLink: null,
        telehealthConsentExtra: null,
      })
      .where(eq(agendaSettings.professionalId, user.id));
    await tx
      .update(reviews)
      .set({ comment: null, isAnonymous: true })
      .where(eq(reviews.clientId, user.id));
    // A professional's replies and a reporter's details are what they wrote (decision 0388).
    await tx
      .update(reviews)
      .set({ reply: null, repliedAt: null })
      .where(eq(reviews.professionalId, user.id));
    await tx
      .update(reviewReports)
      .set({ details: null })
      .where(eq(reviewReports.reporterId, user.id));
    await tx
      .update(users)
      .set({
        firstName: "Usuário",
        lastName: "removido",
        email: `deleted-${user.id}@removido.invalid`,
        passwordHash: null,
        phone: null,
        city: null,
        state: null,
        address: null,
        bio: null,
        profileImageId: null,
        deletedAt: instant,
      })
      .where(eq(users.id, user.id));
    await eraseNotificationsOf(tx, user.id);
    // The support conversations go; the tickets stay as the record of requests (decision 0390).
    await eraseSupportOf(tx, user.id, instant);
    // Issue 34, item 2 (decision 0404): their contents (reports on them with them), whom they
    // follow and who follows them, and the reports they sent.
    await tx.delete(contents).where(eq(contents.professionalId, user.id));
    await tx.delete(contentReports).where(eq(contentReports.reporterId, user.id));
    await tx
      .delete(follows)
      .where(or(eq(follows.clientId, user.id), eq(follows.professionalId, user.id)));
    await tx.delete(images).where(eq(images.ownerId, user.id));
    // Nothing of the account answers any more: its calendar address goes with it.
    await tx.delete(calendarFeeds).where(eq(calendarFeeds.userId, user.id));
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    await tx.delete(professionalProfiles).where(eq(professionalProfiles.userId, user.id));
  });
  await clearLoginFailures(db, user.email);
}
