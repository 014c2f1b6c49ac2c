import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * In-app notifications (for the notification centre): what happened, for whom, and where to
 * look. Written by `notify` (src/server/notifications) inside the transaction of the event.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    recipientId: uuid("recipient_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    link: text("link").notNull(),
    /**
     * The template's values (the other person's first name, the session's local date and time;
     * never a health detail, CPF, note, address or amount) from which the list says who and
     * when (decision 0383). Null on rows written before it: they show the title alone.
     */
    params: jsonb("params").$type<Record<string, string>>(),
    /** One in-app notification per event (`<kind>:<event id>`), like the outbox's key. */
    idempotencyKey: text("idempotency_key").notNull().unique(),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("notifications_recipient_idx").on(t.recipientId, t.createdAt),
    // The unread count in the top bar of every screen: an index-only count of a few rows.
    index("notifications_unread_idx").on(t.recipientId).where(sql`${t.readAt} IS NULL`),
  ],
);

/**
 * Optional e-mail categories a user turned off (settings page or the one-click unsubscribe).
 * A row means "do not e-mail me this category"; the in-app notification is still written.
 * Required categories (requests, answers, cancellations, account) are never stored here.
 */
export const emailOptOuts = pgTable(
  "email_opt_outs",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    category: text("category").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.category] })],
);

/**
 * The e-mail outbox (decision 0210): one row per message, written in the same transaction as
 * the event; the delivery job sends it. The address is resolved at delivery; `params` (the
 * template's values) is dropped once the message is sent or given up.
 * Status: pending (to send, at `next_attempt_at`), sent, failed (refused for good, such as a
 * broken address), dead (MAX attempts used up).
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    recipientId: uuid("recipient_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    params: jsonb("params").$type<Record<string, string>>(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    messageId: text("message_id").notNull().unique(),
    status: text("status", { enum: ["pending", "sent", "failed", "dead"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    check("email_outbox_status_check", sql`${t.status} IN ('pending', 'sent', 'failed', 'dead')`),
    index("email_outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index("email_outbox_recipient_idx").on(t.recipientId),
    // The admin dashboard's dead-letter count and last error.
    index("email_outbox_dead_idx").on(t.createdAt).where(sql`${t.status} = 'dead'`),
  ],
);
