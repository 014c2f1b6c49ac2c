import { RETENTION_DAYS } from "@domain/retention";
import type { Db } from "@server/db/client";
import {
  appointments,
  conversations,
  emailOutbox,
  loginAttempts,
  notifications,
  passwordResetTokens,
  supportTickets,
} from "@server/db/schema";
import { and, eq, inArray, isNotNull, lt, or } from "drizzle-orm";

const before = (instant: Date, days: number) => new Date(instant.getTime() - days * 86_400_000);

/**
 * Issue 31, item 2 (decision 0393): what the privacy notice says is kept for a while is erased
 * when that while is over, at `instant` (the app's clock). Each step is one statement and
 * idempotent; counts come back for the log.
 */
export async function applyRetention(db: Db, instant: Date): Promise<Record<string, number>> {
  const details = await db
    .update(appointments)
    .set({ notes: null, professionalNotes: null, clientAddress: null, addressComplement: null })
    .where(
      and(
        lt(appointments.endsAt, before(instant, RETENTION_DAYS.bookingDetails)),
        or(
          isNotNull(appointments.notes),
          isNotNull(appointments.professionalNotes),
          isNotNull(appointments.clientAddress),
          isNotNull(appointments.addressComplement),
        ),
      ),
    )
    .returning({ id: appointments.id });
  const notices = await db
    .delete(notifications)
    .where(lt(notifications.createdAt, before(instant, RETENTION_DAYS.notifications)))
    .returning({ id: notifications.id });
  const emails = await db
    .delete(emailOutbox)
    .where(
      and(
        inArray(emailOutbox.status, ["sent", "failed", "dead"]),
        lt(emailOutbox.createdAt, before(instant, RETENTION_DAYS.emailRecords)),
      ),
    )
    .returning({ id: emailOutbox.id });
  const attempts = await db
    .delete(loginAttempts)
    .where(lt(loginAttempts.attemptedAt, before(instant, RETENTION_DAYS.signInAttempts)))
    .returning({ id: loginAttempts.id });
  const links = await db
    .delete(passwordResetTokens)
    .where(lt(passwordResetTokens.createdAt, before(instant, RETENTION_DAYS.resetLinks)))
    .returning({ id: passwordResetTokens.id });
  const tickets = await db
    .delete(supportTickets)
    .where(
      and(
        eq(supportTickets.status, "closed"),
        lt(supportTickets.closedAt, before(instant, RETENTION_DAYS.closedTickets)),
      ),
    )
    .returning({ id: supportTickets.id });
  const talks = await db
    .delete(conversations)
    .where(lt(conversations.lastMessageAt, before(instant, RETENTION_DAYS.conversations)))
    .returning({ id: conversations.id });
  return {
    bookingDetails: details.length,
    notifications: notices.length,
    emailRecords: emails.length,
    signInAttempts: attempts.length,
    resetLinks: links.length,
    closedTickets: tickets.length,
    conversations: talks.length,
  };
}
