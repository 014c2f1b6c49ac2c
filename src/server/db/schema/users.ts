import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { banReasonEnum, roleEnum } from "./enums";

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phone: text("phone"),
    city: text("city"),
    /**
     * Issue 18 (decision 0335): the city's state ('PI'), which tells apart the names several
     * states share ("Bom Jesus"); null for a city saved before it, when the name was shared.
     */
    state: text("state"),
    /** Client's neighbourhood (SPEC: "address (client; used as neighborhood)"). */
    address: text("address"),
    bio: text("bio"),
    /** Null until the user chooses client or professional. */
    role: roleEnum("role"),
    profileImageId: uuid("profile_image_id").references((): AnyPgColumn => images.id, {
      onDelete: "set null",
    }),
    isBanned: boolean("is_banned").notNull().default(false),
    /**
     * The terms' category of the ban in force (decision 0378), shown to the suspended person;
     * null while not banned, and for a ban made before categories existed.
     */
    banReason: banReasonEnum("ban_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastLogin: timestamp("last_login", { withTimezone: true }),
    /**
     * Issue 31, item 3: the versions of the Termos de Uso and the Aviso de Privacidade this
     * person last accepted (each acceptance is also a row of legal_acceptances), read with the
     * session so an outdated one is asked for again before anything else.
     */
    termsVersion: text("terms_version"),
    privacyVersion: text("privacy_version"),
    /** Set when the account is deleted; personal data is scrubbed at the same time. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("users_email_lower_key").on(sql`lower(${t.email})`),
    index("users_role_idx").on(t.role),
    // The admin's user list walks accounts newest first, a page at a time (keyset).
    index("users_created_idx").on(t.createdAt, t.id),
    check("users_state", sql`${t.state} IS NULL OR ${t.state} ~ '^[A-Z]{2}$'`),
    check("users_ban_reason_only_banned", sql`${t.banReason} IS NULL OR ${t.isBanned}`),
  ],
);

/** Uploaded images, re-encoded by the server; served from /api/images/{id}. */
export const images = pgTable(
  "images",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    mimeType: text("mime_type").notNull(),
    bytes: bytea("bytes").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("images_owner_idx").on(t.ownerId)],
);
