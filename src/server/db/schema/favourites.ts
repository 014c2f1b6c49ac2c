import { sql } from "drizzle-orm";
import { check, index, pgTable, primaryKey, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/** Issue 18: a client's saved professionals ('Salvar', the 'Favoritos' list). */
export const favourites = pgTable(
  "favourites",
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
    // The list, newest first.
    index("favourites_client_created_idx").on(t.clientId, t.createdAt.desc()),
    // A professional's removal or ban reaches the rows that name them.
    index("favourites_professional_idx").on(t.professionalId),
    check("favourites_not_self", sql`${t.clientId} <> ${t.professionalId}`),
  ],
);
