import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * One private calendar address per user (decision 0205). Only the SHA-256 of the token is
 * kept, as for sessions: a leaked table opens no feed. Rotating replaces the row's hash;
 * revoking deletes the row, so the old address answers 404 at once.
 */
export const calendarFeeds = pgTable("calendar_feeds", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
