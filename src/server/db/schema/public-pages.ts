import { sql } from "drizzle-orm";
import { bigint, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { bytea, users } from "./users";

/**
 * A professional's public page as the server last rendered it for visitors, kept until what it
 * shows changes (decision 0369). Triggers on professional_profiles, users and reviews bump
 * `version` and clear the page in the transaction that changes what it shows (drizzle/0028); a
 * render is stored only under the version read before its reads, so a page rendered from rows
 * that changed meanwhile is never kept.
 */
export const publicPageRenders = pgTable(
  "public_page_renders",
  {
    professionalId: uuid("professional_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    version: bigint("version", { mode: "number" }).notNull().default(0),
    /** The build and origin the page was rendered with (its scripts' names, its canonical URL). */
    variant: text("variant"),
    /** The page's address when it was rendered (a renamed professional's old slug redirects). */
    path: text("path"),
    /** The page, brotli-compressed; null until rendered, and again once it changed. */
    body: bytea("body"),
  },
  (t) => [
    // The pages a change cleared, for the background render's frequent look (decision 0369).
    index("public_page_renders_changed_idx").on(t.professionalId).where(sql`${t.body} IS NULL`),
  ],
);
