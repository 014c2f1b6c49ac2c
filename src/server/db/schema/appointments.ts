import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  appointmentStatusEnum,
  paymentMethodEnum,
  reviewReportReasonEnum,
  reviewReportResolutionEnum,
  reviewStatusEnum,
  roleEnum,
  serviceTypeEnum,
} from "./enums";
import { users } from "./users";

/**
 * Appointments keep the professional's local date and times (what people read) and the
 * absolute instants (what the no-overlap exclusion constraint, added in a custom migration,
 * compares). Users are never hard-deleted, so RESTRICT keeps history intact.
 */
export const appointments = pgTable(
  "appointments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    professionalId: uuid("professional_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    appointmentDate: date("appointment_date").notNull(),
    startTime: time("start_time").notNull(),
    endTime: time("end_time").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    timeZone: text("time_zone").notNull(),
    status: appointmentStatusEnum("status").notNull().default("pending"),
    serviceType: serviceTypeEnum("service_type").notNull(),
    clientAddress: text("client_address"),
    addressComplement: text("address_complement"),
    notes: text("notes"),
    professionalNotes: text("professional_notes"),
    /** Who cancelled: the client or the professional; null otherwise (decision 0201). */
    cancelledBy: roleEnum("cancelled_by"),
    /** Issue 17: why it was cancelled (the other side sees it), when, and whether inside the notice. */
    cancellationReason: text("cancellation_reason"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    lateCancellation: boolean("late_cancellation").notNull().default(false),
    /** The professional's cancellation notice in force when the session was approved (frozen). */
    cancellationNoticeHours: smallint("cancellation_notice_hours"),
    /**
     * Issue 31, item 5: exactly what the client accepted at "Solicitar" (date, time, price,
     * the notice in hours and the professional's policy text), shown to both sides later.
     */
    acceptedPolicy: jsonb("accepted_policy"),
    /** The professional's optional reason for a rejection, shown to the client. */
    rejectionReason: text("rejection_reason"),
    /** The recurring series this occurrence belongs to, if any. */
    seriesId: uuid("series_id").references(() => appointmentSeries.id, { onDelete: "restrict" }),
    /** Marked 'Não compareceu' by the professional, and the client's one contest of it. */
    noShowMarkedAt: timestamp("no_show_marked_at", { withTimezone: true }),
    noShowContestedAt: timestamp("no_show_contested_at", { withTimezone: true }),
    noShowContestReason: text("no_show_contest_reason"),
    /**
     * Issue 32, item 4: the client asked for this online session to be in person instead
     * (Lei 8.080 art. 26-A); cleared when the professional answers.
     */
    inPersonRequestedAt: timestamp("in_person_requested_at", { withTimezone: true }),
    /**
     * Issue 34, item 4 (decision 0405): when the request was answered (approved, confirmed or
     * rejected by the professional, or expired), and when the status last changed. Kept by the
     * `appointments_report_times` trigger (drizzle/0043) from the writer's `updated_at`, so the
     * admin reports count each answer on its day whatever code writes.
     */
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("appointments_time_order", sql`${t.startTime} < ${t.endTime}`),
    check("appointments_instant_order", sql`${t.startsAt} < ${t.endsAt}`),
    check("appointments_not_self", sql`${t.clientId} <> ${t.professionalId}`),
    index("appointments_professional_date_idx").on(t.professionalId, t.appointmentDate),
    index("appointments_client_idx").on(t.clientId, t.startsAt),
    index("appointments_status_idx").on(t.status, t.startsAt),
    index("appointments_series_idx").on(t.seriesId, t.startsAt),
    check(
      "appointments_notice_hours",
      sql`${t.cancellationNoticeHours} IS NULL OR ${t.cancellationNoticeHours} IN (0, 12, 24, 48)`,
    ),
  ],
);

/** Issue 17: a client's weekly or fortnightly series; each occurrence is its own appointment. */
export const appointmentSeries = pgTable(
  "appointment_series",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    professionalId: uuid("professional_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    frequency: text("frequency").notNull(),
    count: smallint("count").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("appointment_series_frequency", sql`${t.frequency} IN ('weekly', 'biweekly')`),
    check("appointment_series_count", sql`${t.count} BETWEEN 2 AND 12`),
    index("appointment_series_professional_idx").on(t.professionalId),
  ],
);

/**
 * Issue 17: a proposal to move an approved session. The original stays until the other side
 * accepts; accepting moves the appointment in one transaction. One pending proposal per session.
 */
export const rescheduleProposals = pgTable(
  "reschedule_proposals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    appointmentId: uuid("appointment_id")
      .notNull()
      .references(() => appointments.id, { onDelete: "cascade" }),
    proposedBy: roleEnum("proposed_by").notNull(),
    appointmentDate: date("appointment_date").notNull(),
    startTime: time("start_time").notNull(),
    endTime: time("end_time").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    status: text("status").notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
  },
  (t) => [
    check(
      "reschedule_proposals_status",
      sql`${t.status} IN ('pending', 'accepted', 'declined', 'withdrawn', 'superseded')`,
    ),
    check("reschedule_proposals_time_order", sql`${t.startsAt} < ${t.endsAt}`),
    uniqueIndex("reschedule_proposals_one_pending")
      .on(t.appointmentId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export const serviceConfirmations = pgTable(
  "service_confirmations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    appointmentId: uuid("appointment_id")
      .notNull()
      .unique()
      .references(() => appointments.id, { onDelete: "cascade" }),
    professionalId: uuid("professional_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    clientId: uuid("client_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    clientConfirmed: boolean("client_confirmed").notNull().default(false),
    professionalConfirmed: boolean("professional_confirmed").notNull().default(false),
    clientConfirmedAt: timestamp("client_confirmed_at", { withTimezone: true }),
    professionalConfirmedAt: timestamp("professional_confirmed_at", { withTimezone: true }),
    serviceDescription: text("service_description").notNull(),
    serviceDate: date("service_date"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("service_confirmations_client_idx").on(t.clientId),
    index("service_confirmations_professional_idx").on(t.professionalId),
  ],
);

export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    professionalId: uuid("professional_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    clientId: uuid("client_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    serviceConfirmationId: uuid("service_confirmation_id")
      .notNull()
      .unique()
      .references(() => serviceConfirmations.id, { onDelete: "cascade" }),
    rating: smallint("rating").notNull(),
    comment: text("comment"),
    isAnonymous: boolean("is_anonymous").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * Issue 30, item 4 (decision 0388): only 'published' reviews count in the totals
     * (drizzle/0034's reviews_rating_totals) and show; 'held' waits for its author to confirm a
     * health detail; 'hidden' was hidden by an admin, with the reason.
     */
    status: reviewStatusEnum("status").notNull().default("published"),
    hiddenReason: text("hidden_reason"),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenBy: uuid("hidden_by").references(() => users.id, { onDelete: "set null" }),
    /** The professional's one public reply, under the publicity rules; editable and removable. */
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
  },
  (t) => [
    check("reviews_rating_range", sql`${t.rating} BETWEEN 1 AND 5`),
    check(
      "reviews_hidden_has_reason",
      sql`${t.status} <> 'hidden' OR (${t.hiddenReason} IS NOT NULL AND ${t.hiddenAt} IS NOT NULL)`,
    ),
    check("reviews_reply_has_date", sql`(${t.reply} IS NULL) = (${t.repliedAt} IS NULL)`),
    index("reviews_professional_idx").on(t.professionalId, t.createdAt),
    index("reviews_client_idx").on(t.clientId),
  ],
);

/**
 * Issue 30, item 4 (decision 0388): a signed-in person's report of a review, once per person
 * and review; the admin's decision (hide or keep) resolves every open report of that review.
 */
export const reviewReports = pgTable(
  "review_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reviewId: uuid("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    reporterId: uuid("reporter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: reviewReportReasonEnum("reason").notNull(),
    details: text("details"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolution: reviewReportResolutionEnum("resolution"),
    resolvedBy: uuid("resolved_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("review_reports_once_per_person").on(t.reviewId, t.reporterId),
    check("review_reports_resolved", sql`(${t.resolvedAt} IS NULL) = (${t.resolution} IS NULL)`),
    index("review_reports_open_idx").on(t.createdAt).where(sql`${t.resolvedAt} IS NULL`),
  ],
);

/**
 * Issue 33 (decision 0398): what both sides say about a session's payment. No money passes
 * through Acolher. The client's "Já paguei" (with, for a profession that issues Receita Saúde,
 * the payer's CPF and a beneficiary when another person was attended); the professional's
 * "Pagamento recebido" (date, amount, method), which may be undone; and the Receita Saúde
 * receipt marked issued. CPFs here are visible only to that professional (and the payer).
 */
export const appointmentPayments = pgTable(
  "appointment_payments",
  {
    appointmentId: uuid("appointment_id")
      .primaryKey()
      .references(() => appointments.id, { onDelete: "cascade" }),
    clientPaidAt: timestamp("client_paid_at", { withTimezone: true }),
    payerCpf: text("payer_cpf"),
    beneficiaryName: text("beneficiary_name"),
    beneficiaryCpf: text("beneficiary_cpf"),
    receivedOn: date("received_on"),
    receivedAmount: numeric("received_amount", { precision: 10, scale: 2 }),
    receivedMethod: paymentMethodEnum("received_method"),
    receivedMarkedAt: timestamp("received_marked_at", { withTimezone: true }),
    receiptIssuedAt: timestamp("receipt_issued_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "appointment_payments_received_whole",
      sql`(${t.receivedOn} IS NULL) = (${t.receivedAmount} IS NULL) AND (${t.receivedOn} IS NULL) = (${t.receivedMethod} IS NULL)`,
    ),
    check(
      "appointment_payments_amount",
      sql`${t.receivedAmount} IS NULL OR (${t.receivedAmount} > 0 AND ${t.receivedAmount} <= 100000)`,
    ),
    check(
      "appointment_payments_cpfs",
      sql`(${t.payerCpf} IS NULL OR ${t.payerCpf} ~ '^[0-9]{11}$') AND (${t.beneficiaryCpf} IS NULL OR ${t.beneficiaryCpf} ~ '^[0-9]{11}$')`,
    ),
    check(
      "appointment_payments_receipt_after_received",
      sql`${t.receiptIssuedAt} IS NULL OR ${t.receivedOn} IS NOT NULL`,
    ),
    index("appointment_payments_received_idx").on(t.receivedOn),
  ],
);
