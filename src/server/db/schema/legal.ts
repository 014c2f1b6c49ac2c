import {
  CONSENT_PURPOSES,
  LEGAL_DOCUMENTS,
  SUPPORT_TICKET_STATUSES,
  SUPPORT_TOPIC_KEYS,
} from "@domain/legal";
import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { appointments } from "./appointments";
import { users } from "./users";

export const legalDocumentEnum = pgEnum("legal_document", LEGAL_DOCUMENTS);
export const consentPurposeEnum = pgEnum("consent_purpose", CONSENT_PURPOSES);
export const supportTopicEnum = pgEnum("support_topic", SUPPORT_TOPIC_KEYS);
export const supportTicketStatusEnum = pgEnum("support_ticket_status", SUPPORT_TICKET_STATUSES);

/** Issue 31, item 3: who accepted which version of the terms or the privacy notice, and when. */
export const legalAcceptances = pgTable(
  "legal_acceptances",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    document: legalDocumentEnum("document").notNull(),
    version: text("version").notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("legal_acceptances_once").on(t.userId, t.document, t.version)],
);

/**
 * Issue 31, item 4: consent where consent is the legal basis: who, for what, which text version,
 * when, and when withdrawn (the record stays; its effect ends).
 */
export const consents = pgTable(
  "consents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: consentPurposeEnum("purpose").notNull(),
    textVersion: text("text_version").notNull(),
    appointmentId: uuid("appointment_id").references(() => appointments.id, {
      onDelete: "cascade",
    }),
    givenAt: timestamp("given_at", { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    /**
     * Issue 32, item 4: an online-session consent is given to one professional, for all the
     * client's online sessions with them; the exact text accepted (the council's default and the
     * professional's addition as they read) is kept with it.
     */
    professionalId: uuid("professional_id").references(() => users.id, { onDelete: "cascade" }),
    textBody: text("text_body"),
  },
  (t) => [
    index("consents_user_idx").on(t.userId, t.givenAt),
    index("consents_professional_idx")
      .on(t.userId, t.professionalId)
      .where(sql`${t.purpose} = 'telehealth'`),
  ],
);

/**
 * Issue 32, item 6: that a party entered an online session's room, and when: all the server
 * keeps of a call (nothing of its audio, video or signalling).
 */
export const roomEntries = pgTable(
  "room_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    appointmentId: uuid("appointment_id")
      .notNull()
      .references(() => appointments.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    enteredAt: timestamp("entered_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("room_entries_appointment_idx").on(t.appointmentId, t.enteredAt)],
);

/**
 * Issue 32, item 2 (decision 0394): the signalling messages between a room's two browsers, on
 * their way from one server process to the other (a NOTIFY tells every process to look). Kept
 * for at most two minutes: offers, answers and network candidates, never audio or video.
 */
export const roomSignals = pgTable(
  "room_signals",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    appointmentId: uuid("appointment_id")
      .notNull()
      .references(() => appointments.id, { onDelete: "cascade" }),
    toUserId: uuid("to_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    payload: text("payload").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("room_signals_created_idx").on(t.createdAt)],
);

/**
 * Issue 31, item 6: "Fale com o suporte". A ticket's answer is due by `due_at` (5 days, or 15
 * for a data subject's request); a data subject's request is closed with its outcome.
 */
export const supportTickets = pgTable(
  "support_tickets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    topic: supportTopicEnum("topic").notNull(),
    status: supportTicketStatusEnum("status").notNull().default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    closedBy: uuid("closed_by").references(() => users.id, { onDelete: "set null" }),
    /** What was done, for the record of a data subject's request (or any closed ticket). */
    outcome: text("outcome"),
  },
  (t) => [
    check("support_tickets_closed", sql`(${t.status} = 'closed') = (${t.closedAt} IS NOT NULL)`),
    index("support_tickets_user_idx").on(t.userId, t.createdAt),
    index("support_tickets_queue_idx").on(t.dueAt, t.id).where(sql`${t.status} <> 'closed'`),
  ],
);

/** The ticket's conversation: the person's messages and the admins' answers. */
export const supportMessages = pgTable(
  "support_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ticketId: uuid("ticket_id")
      .notNull()
      .references(() => supportTickets.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    fromStaff: boolean("from_staff").notNull().default(false),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("support_messages_ticket_idx").on(t.ticketId, t.createdAt)],
);
