import type { EmailDeliveryStats } from "@domain/contracts/admin";
import type { Db } from "@server/db/client";
import { emailOutbox } from "@server/db/schema";
import { desc, eq } from "drizzle-orm";

/**
 * The dead letters on the admin dashboard (decision 0246): how many e-mails were given up after
 * every attempt, and the last one's error and moment (its `next_attempt_at`, set when it was
 * given up). Both read `email_outbox_dead_idx`, a partial index of the dead rows only.
 * `last_error` never holds an address: delivery replaces them before storing it.
 */
export async function getEmailDelivery(db: Db): Promise<EmailDeliveryStats> {
  const dead = eq(emailOutbox.status, "dead");
  const [count, [last]] = await Promise.all([
    db.$count(emailOutbox, dead),
    db
      .select({ message: emailOutbox.lastError, at: emailOutbox.nextAttemptAt })
      .from(emailOutbox)
      .where(dead)
      .orderBy(desc(emailOutbox.nextAttemptAt))
      .limit(1),
  ]);
  return {
    dead: Number(count),
    lastError: last ? { message: last.message ?? "", at: last.at.toISOString() } : null,
  };
}
