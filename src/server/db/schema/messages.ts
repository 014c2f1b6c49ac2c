import { sql } from "drizzle-orm";
import {
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { images, users } from "./users";

/**
 * Issue 34, item 1: one conversation per client and professional, about a booking or before one.
 * Each side's last reading instant gives the unread counts; `*_mail_due_at` is when the "new
 * message" e-mail goes if the side still has not read (one per burst, never with the text).
 */
export const conversations = pgTable(
  "conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    professionalId: uuid("professional_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull(),
    clientReadAt: timestamp("client_read_at", { withTimezone: true }),
    professionalReadAt: timestamp("professional_read_at", { withTimezone: true }),
    clientMailDueAt: timestamp("client_mail_due_at", { withTimezone: true }),
    professionalMailDueAt: timestamp("professional_mail_due_at", { withTimezone: true }),
    /** The professional blocked this client: no more messages either way until unblocked. */
    blockedAt: timestamp("blocked_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("conversations_pair_idx").on(t.clientId, t.professionalId),
    index("conversations_client_idx").on(t.clientId, t.lastMessageAt.desc()),
    index("conversations_professional_idx").on(t.professionalId, t.lastMessageAt.desc()),
    index("conversations_client_created_idx").on(t.clientId, t.createdAt),
    index("conversations_mail_due_idx")
      .on(t.clientMailDueAt, t.professionalMailDueAt)
      .where(sql`${t.clientMailDueAt} IS NOT NULL OR ${t.professionalMailDueAt} IS NOT NULL`),
    check("conversations_not_self", sql`${t.clientId} <> ${t.professionalId}`),
  ],
);

/** A message: text only; its body is null once its sender's account was deleted. */
export const messages = pgTable(
  "messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    /** 'client' or 'professional'. */
    sender: text("sender").notNull(),
    body: text("body"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("messages_conversation_idx").on(t.conversationId, t.createdAt, t.id),
    check("messages_sender", sql`${t.sender} IN ('client', 'professional')`),
    check("messages_body_length", sql`char_length(${t.body}) BETWEEN 1 AND 2000`),
  ],
);

/** A reported message: only a reported conversation is open to the admins. */
export const messageReports = pgTable(
  "message_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    messageId: uuid("message_id")
      .notNull()
      .references(() => messages.id, { onDelete: "cascade" }),
    reporterId: uuid("reporter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedBy: uuid("resolved_by").references(() => users.id, { onDelete: "set null" }),
    outcome: text("outcome"),
  },
  (t) => [
    uniqueIndex("message_reports_once_idx").on(t.messageId, t.reporterId),
    index("message_reports_open_idx").on(t.createdAt).where(sql`${t.resolvedAt} IS NULL`),
  ],
);

/**
 * Issue 34, item 2: a verified professional's content (title, text in a small safe subset,
 * optional image). Hidden by an admin with a reason; the author is told.
 */
export const contents = pgTable(
  "contents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    professionalId: uuid("professional_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    imageId: uuid("image_id").references(() => images.id, { onDelete: "set null" }),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenReason: text("hidden_reason"),
    hiddenBy: uuid("hidden_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("contents_slug_idx").on(t.slug),
    index("contents_professional_idx").on(t.professionalId, t.publishedAt.desc()),
    index("contents_recent_idx").on(t.publishedAt.desc()).where(sql`${t.hiddenAt} IS NULL`),
    check("contents_title_length", sql`char_length(${t.title}) BETWEEN 3 AND 120`),
    check("contents_body_length", sql`char_length(${t.body}) BETWEEN 1 AND 10000`),
    check("contents_hidden_reason", sql`(${t.hiddenAt} IS NULL) = (${t.hiddenReason} IS NULL)`),
  ],
);

export const contentReports = pgTable(
  "content_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contentId: uuid("content_id")
      .notNull()
      .references(() => contents.id, { onDelete: "cascade" }),
    reporterId: uuid("reporter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    details: text("details"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedBy: uuid("resolved_by").references(() => users.id, { onDelete: "set null" }),
    outcome: text("outcome"),
  },
  (t) => [
    uniqueIndex("content_reports_once_idx").on(t.contentId, t.reporterId),
    index("content_reports_open_idx").on(t.createdAt).where(sql`${t.resolvedAt} IS NULL`),
  ],
);

/** A client follows a professional (private: only the client sees whom). */
export const follows = pgTable(
  "follows",
  {
    clientId: uuid("client_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    professionalId: uuid("professional_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.professionalId] }),
    index("follows_professional_idx").on(t.professionalId),
    check("follows_not_self", sql`${t.clientId} <> ${t.professionalId}`),
  ],
);
