import { DEFAULT_TIME_ZONE, SPECIALTIES } from "@domain/constants";
import type { SearchSort } from "@domain/professionals";
import { closedMap, quotedLiteral } from "@server/db/sql-literals";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { pixKeyTypeEnum, reviewVisibilityEnum, serviceOptionEnum } from "./enums";
import { users } from "./users";

/**
 * Decision 0040's order, all ascending (see the columns): the search indexes below hold it,
 * and every search's ORDER BY and keyset take it from here.
 */
export const SEARCH_ORDER = [
  "sortRating",
  "sortReviews",
  "sortFirstName",
  "sortLastName",
  "userId",
] as const;
export type SearchOrderKey = (typeof SEARCH_ORDER)[number];

/** The search order's columns as `t` (the profile, or a subquery of it) holds them. */
export const searchOrderOf = <T extends Record<SearchOrderKey, unknown>>(
  t: T,
): [T[SearchOrderKey], ...T[SearchOrderKey][]] => [
  t[SEARCH_ORDER[0]],
  ...SEARCH_ORDER.slice(1).map((key) => t[key]),
];

/**
 * The predicate of each specialty's partial index, which a search must write as this very
 * constant for the planner to use that index (decisions 0127, 0178).
 */
export const SPECIALTY_PREDICATE = closedMap(
  SPECIALTIES,
  (specialty) => `specialties @> ARRAY[${quotedLiteral(specialty)}]`,
);

/**
 * The "Mais cedo disponível" sort key (decision 0290): the next free slot, professionals without
 * one last ('infinity'), so a keyset is one row comparison with the user id. A search must write
 * this very expression for the planner to match the indexes below.
 */
export const NEXT_FREE_KEY_SQL = "(COALESCE(next_free_at, 'infinity'::timestamptz))";

/**
 * 'Melhor avaliação' (decision 0342): the average with five reviews of 3 stars mixed in, so
 * 4,9 from 80 reviews ranks above 5,0 from one; negated to sort ascending, unrated last (0).
 */
export const BEST_RATED_KEY_SQL =
  "(CASE WHEN review_count = 0 THEN 0 ELSE -(rating_sum + 15)::float8 / (review_count + 5) END)";

/**
 * The key of each sort besides decision 0040's, then the user id: what its indexes hold and
 * what a search and its keyset must write, as this very text, for the planner to match them.
 * 'Menor preço': the price (searchable profiles always have one).
 */
export const SORT_KEY_SQL = {
  next_available: NEXT_FREE_KEY_SQL,
  lowest_price: "price_range",
  best_rated: BEST_RATED_KEY_SQL,
} as const satisfies Record<SearchSort, string>;

export const professionalProfiles = pgTable(
  "professional_profiles",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    cpf: text("cpf"),
    /** As the professional wrote it, or as the council writes it once parsed ("CRP 06/123456"). */
    professionalRegister: text("professional_register"),
    /**
     * Issue 30, item 1 (decision 0386): the register's parts ("CRP", "06", "123456"). Null while
     * a register written before the parser could not be read: the admin sees it flagged.
     */
    registerCouncil: text("register_council"),
    registerRegion: text("register_region"),
    registerNumber: text("register_number"),
    specialties: text("specialties").array().notNull().default(sql`'{}'::text[]`),
    serviceOptions: serviceOptionEnum("service_options")
      .array()
      .notNull()
      .default(sql`'{}'::service_option[]`),
    officeAddress: text("office_address"),
    officeComplement: text("office_complement"),
    officeNeighborhood: text("office_neighborhood"),
    /**
     * Issue 18: the office's municipality as the list spells it, and its state ('RJ'); offices
     * were São Paulo's only before (backfilled so).
     */
    officeCity: text("office_city"),
    officeState: text("office_state"),
    homeServiceAreas: text("home_service_areas").array().notNull().default(sql`'{}'::text[]`),
    homeServiceCity: text("home_service_city"),
    /** Issue 18 (decision 0335): the home-service city's state; null as users.state is. */
    homeServiceState: text("home_service_state"),
    bio: text("bio"),
    priceRange: numeric("price_range", { precision: 10, scale: 2 }),
    startingFrom: boolean("starting_from").notNull().default(false),
    isVerified: boolean("is_verified").notNull().default(false),
    verificationRejectedAt: timestamp("verification_rejected_at", { withTimezone: true }),
    /** The admin's reason, shown to the professional; cleared with the date when they save again. */
    verificationRejectionReason: text("verification_rejection_reason"),
    showContact: boolean("show_contact").notNull().default(true),
    shareEmail: boolean("share_email").notNull().default(false),
    availableForNewPatients: boolean("available_for_new_patients").notNull().default(true),
    /**
     * Issue 30, item 3 (decision 0387): how the reviews appear; Psicologia defaults to
     * 'rating_only', set by the app when the profile is first saved.
     */
    reviewVisibility: reviewVisibilityEnum("review_visibility").notNull().default("public"),
    timeZone: text("time_zone").notNull().default(DEFAULT_TIME_ZONE),
    /** Kept by the reviews_rating_totals trigger (drizzle/0004): search sorts without aggregating. */
    ratingSum: integer("rating_sum").notNull().default(0),
    reviewCount: integer("review_count").notNull().default(0),
    /**
     * Search state, kept in the same transaction as every change that affects it by the
     * professional_search_state triggers (drizzle/0009): whether clients may find the
     * professional, and decision 0040's order as ascending keys (negated average, 0 when
     * unrated; negated review count; folded names), so one B-tree walks a page and a keyset
     * is one row comparison.
     */
    searchable: boolean("searchable").notNull().default(false),
    /**
     * Kept by the same trigger (drizzle/0046, decision 0405): active with a complete profile,
     * not verified, not rejected since the last save; the admins' verification queue.
     */
    awaitingVerification: boolean("awaiting_verification").notNull().default(false),
    sortRating: doublePrecision("sort_rating").notNull().default(0),
    sortReviews: integer("sort_reviews").notNull().default(0),
    sortFirstName: text("sort_first_name").notNull().default(""),
    sortLastName: text("sort_last_name").notNull().default(""),
    /** Folded places a client's neighbourhood filter matches: 'local:<office>', 'home:<area>'. */
    searchPlaces: text("search_places").array().notNull().default(sql`'{}'::text[]`),
    /**
     * Issue 17: the start of the professional's next free slot (null: none within the horizon),
     * kept by the app on every change to the agenda and by a job as time passes.
     */
    nextFreeAt: timestamp("next_free_at", { withTimezone: true }),
    /**
     * Issue 18: the short number in the profile's lasting address
     * (`/profissional/ana-souza-psicologa-12345`), never reused.
     */
    publicNumber: bigint("public_number", { mode: "number" })
      .generatedByDefaultAsIdentity()
      .notNull(),
    /** Issue 18: how the title agrees with the person ('Psicóloga' / 'Psicólogo'); null: unset. */
    titleForm: text("title_form"),
    /** Issue 18: whether search engines may index the public profile (privacy settings). */
    searchEngineIndexing: boolean("search_engine_indexing").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("professional_profiles_cpf_key").on(t.cpf),
    uniqueIndex("professional_profiles_public_number_key").on(t.publicNumber),
    check(
      "professional_profiles_title_form",
      sql`${t.titleForm} IS NULL OR ${t.titleForm} IN ('feminine', 'masculine')`,
    ),
    check(
      "professional_profiles_office_state",
      sql`${t.officeState} IS NULL OR ${t.officeState} ~ '^[A-Z]{2}$'`,
    ),
    check(
      "professional_profiles_office_city_state",
      sql`(${t.officeCity} IS NULL) = (${t.officeState} IS NULL)`,
    ),
    check(
      "professional_profiles_home_service_state",
      sql`${t.homeServiceState} IS NULL OR ${t.homeServiceState} ~ '^[A-Z]{2}$'`,
    ),
    check("professional_profiles_cpf_digits", sql`${t.cpf} IS NULL OR ${t.cpf} ~ '^[0-9]{11}$'`),
    check(
      "professional_profiles_rejection_has_reason",
      sql`(${t.verificationRejectedAt} IS NULL) = (${t.verificationRejectionReason} IS NULL)`,
    ),
    check(
      "professional_profiles_price_nonneg",
      sql`${t.priceRange} IS NULL OR ${t.priceRange} >= 0`,
    ),
    check(
      "professional_profiles_specialties_known",
      sql`${t.specialties} <@ ARRAY['Psicologia','Nutrição','Fisioterapia','Personal Trainer']::text[]`,
    ),
    index("professional_profiles_areas_idx").using("gin", t.homeServiceAreas),
    index("professional_profiles_office_nbh_idx").on(t.officeNeighborhood),
    index("professional_profiles_search_idx")
      .on(...searchOrderOf(t))
      .where(sql`${t.searchable}`),
    // The name and neighbourhood filters, when selective, read matches here and sort them.
    index("professional_profiles_search_name_idx")
      .using("gin", sql`(${t.sortFirstName} || ' ' || ${t.sortLastName}) gin_trgm_ops`)
      .where(sql`${t.searchable}`),
    index("professional_profiles_search_places_idx")
      .using("gin", t.searchPlaces)
      .where(sql`${t.searchable}`),
    // One walk per specialty: a partial index is only matched against a constant predicate.
    ...SPECIALTIES.map((specialty, i) =>
      index(`professional_profiles_search_specialty${i + 1}_idx`)
        .on(...searchOrderOf(t))
        .where(sql.raw(`searchable AND ${SPECIALTY_PREDICATE.get(specialty)}`)),
    ),
    // Issue 34 (decision 0405): the verification queue, oldest save first, and its size and
    // ages for the admin reports, read from this index alone.
    index("professional_profiles_awaiting_idx")
      .on(t.updatedAt, t.userId)
      .where(sql`${t.awaitingVerification}`),
    // Issue 17: the job recomputing the professionals whose next free slot has passed.
    index("professional_profiles_next_free_idx")
      .on(t.nextFreeAt)
      .where(sql`${t.nextFreeAt} IS NOT NULL`),
    // "Mais cedo disponível" (decision 0290): the same walks in NEXT_FREE_ORDER.
    index("professional_profiles_search_next_idx")
      .on(sql.raw(NEXT_FREE_KEY_SQL), t.userId)
      .where(sql`${t.searchable}`),
    ...SPECIALTIES.map((specialty, i) =>
      index(`professional_profiles_search_next_specialty${i + 1}_idx`)
        .on(sql.raw(NEXT_FREE_KEY_SQL), t.userId)
        .where(sql.raw(`searchable AND ${SPECIALTY_PREDICATE.get(specialty)}`)),
    ),
    // 'Menor preço' and 'Melhor avaliação' (decision 0342): the same walks in their orders.
    ...(
      [
        ["price", t.priceRange],
        ["rated", sql.raw(BEST_RATED_KEY_SQL)],
      ] as const
    ).flatMap(([name, key]) => [
      index(`professional_profiles_search_${name}_idx`)
        .on(key, t.userId)
        .where(sql`${t.searchable}`),
      ...SPECIALTIES.map((specialty, i) =>
        index(`professional_profiles_search_${name}_specialty${i + 1}_idx`)
          .on(key, t.userId)
          .where(sql.raw(`searchable AND ${SPECIALTY_PREDICATE.get(specialty)}`)),
      ),
    ]),
  ],
);

/**
 * Issue 35 (decision 0418): a searchable professional's place tags (search_places), a row each
 * with decision 0040's sort key and the price, kept by the profile's search_place_keys triggers
 * (drizzle/0049) in the same transaction as every change to them. A place's page is a walk of
 * its own rows in order that stops at the page, whatever the place's size.
 */
export const searchPlaceKeys = pgTable(
  "search_place_keys",
  {
    place: text("place").notNull(),
    sortRating: doublePrecision("sort_rating").notNull(),
    sortReviews: integer("sort_reviews").notNull(),
    sortFirstName: text("sort_first_name").notNull(),
    sortLastName: text("sort_last_name").notNull(),
    userId: uuid("user_id").notNull(),
    priceRange: numeric("price_range", { precision: 10, scale: 2 }).notNull(),
  },
  (t) => [
    // No foreign key: the profile's triggers add and delete the rows, as they keep its
    // search_places. A unique index, not a constraint: the bulk seed builds it after the load.
    uniqueIndex("search_place_keys_user_place_key").on(t.userId, t.place),
    // The price after the key: a price window is tested in the index, not the table.
    index("search_place_keys_walk_idx").on(t.place, ...searchOrderOf(t), t.priceRange),
  ],
);

export const availability = pgTable(
  "availability",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    professionalId: uuid("professional_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    dayOfWeek: smallint("day_of_week").notNull(),
    startTime: time("start_time").notNull(),
    endTime: time("end_time").notNull(),
    isActive: boolean("is_active").notNull().default(true),
  },
  (t) => [
    // Several windows per weekday (issue 17); a migration's exclusion constraint forbids overlaps.
    index("availability_professional_day_idx").on(t.professionalId, t.dayOfWeek),
    check("availability_day_range", sql`${t.dayOfWeek} BETWEEN 0 AND 6`),
    check("availability_time_order", sql`${t.startTime} < ${t.endTime}`),
  ],
);

export const agendaSettings = pgTable(
  "agenda_settings",
  {
    professionalId: uuid("professional_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    serviceDuration: smallint("service_duration").notNull().default(60),
    /** Issue 17: hours before a session inside which a cancellation is late (0 = none). */
    cancellationNoticeHours: smallint("cancellation_notice_hours").notNull().default(24),
    /**
     * Issue 31, item 5: the professional's short cancellation and no-show policy, under the
     * publicity rules; the client accepts it before "Solicitar".
     */
    bookingPolicy: text("booking_policy"),
    /**
     * Issue 32, item 3: the professional's own video room (https), used for their online
     * sessions instead of Acolher's; null: Acolher's room.
     */
    videoLink: text("video_link"),
    /** Issue 32, item 4: what the professional adds to the council's online-session consent. */
    telehealthConsentExtra: text("telehealth_consent_extra"),
    /**
     * Issue 33, item 1: where clients pay by Pix (the key as the DICT writes it), and the name
     * and city the BR Code carries (at most 25 and 15 characters, without accents).
     */
    pixKeyType: pixKeyTypeEnum("pix_key_type"),
    pixKey: text("pix_key"),
    pixName: text("pix_name"),
    pixCity: text("pix_city"),
    /** Issue 34, item 1: clients may write before booking ("Você atende adolescentes?"). */
    preBookingMessages: boolean("pre_booking_messages").notNull().default(true),
  },
  (t) => [
    check("agenda_settings_duration", sql`${t.serviceDuration} IN (30, 50, 60)`),
    check("agenda_settings_notice", sql`${t.cancellationNoticeHours} IN (0, 12, 24, 48)`),
    check(
      "agenda_settings_pix_whole",
      sql`(${t.pixKey} IS NULL) = (${t.pixKeyType} IS NULL) AND (${t.pixKey} IS NULL) = (${t.pixName} IS NULL) AND (${t.pixKey} IS NULL) = (${t.pixCity} IS NULL)`,
    ),
    check(
      "agenda_settings_pix_lengths",
      sql`char_length(${t.pixName}) <= 25 AND char_length(${t.pixCity}) <= 15 AND char_length(${t.pixKey}) <= 77`,
    ),
    check(
      "agenda_settings_video_link",
      sql`${t.videoLink} IS NULL OR ${t.videoLink} LIKE 'https://%'`,
    ),
  ],
);

export const blockedSlots = pgTable(
  "blocked_slots",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    professionalId: uuid("professional_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    date: date("date").notNull(),
    startTime: time("start_time").notNull(),
    endTime: time("end_time").notNull(),
    reason: text("reason"),
    /** Issue 17: the blocks written by one action (a day off, a vacation) share a group. */
    groupId: uuid("group_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("blocked_slots_time_order", sql`${t.startTime} < ${t.endTime}`),
    index("blocked_slots_professional_date_idx").on(t.professionalId, t.date),
  ],
);
