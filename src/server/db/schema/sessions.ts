import { bigserial, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/** Server-side sessions. The id is the SHA-256 of the cookie token, never the token itself. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** Failed sign-in attempts, counted per account and per IP for rate limiting. */
export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    key: text("key").notNull(),
    attemptedAt: timestamp("attempted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("login_attempts_key_idx").on(t.key, t.attemptedAt)],
);

/**
 * Password-reset links ('Esqueci minha senha'). Only the SHA-256 of the token is stored; a token
 * lasts one hour and works once (`used_at`). Using one ends every session of the account.
 */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("password_reset_tokens_user_idx").on(t.userId)],
);

/**
 * 'Esqueci minha senha' requests waiting for the e-mail job (issue 28, item 9; decision 0373).
 * The request only writes one row here, the same for any address, so its answer time says
 * nothing about whether the address has an account; the job finds the account, makes the link
 * and queues the e-mail, and deletes the row. The address lives here a second or two at most.
 */
export const passwordResetRequests = pgTable("password_reset_requests", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  email: text("email").notNull(),
  requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
});
