ALTER TYPE "public"."appointment_status" ADD VALUE 'no_show';--> statement-breakpoint
CREATE TABLE "appointment_series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"professional_id" uuid NOT NULL,
	"frequency" text NOT NULL,
	"count" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_series_frequency" CHECK ("appointment_series"."frequency" IN ('weekly', 'biweekly')),
	CONSTRAINT "appointment_series_count" CHECK ("appointment_series"."count" BETWEEN 2 AND 12)
);
--> statement-breakpoint
CREATE TABLE "reschedule_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"proposed_by" "role" NOT NULL,
	"appointment_date" date NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "reschedule_proposals_status" CHECK ("reschedule_proposals"."status" IN ('pending', 'accepted', 'declined', 'withdrawn', 'superseded')),
	CONSTRAINT "reschedule_proposals_time_order" CHECK ("reschedule_proposals"."starts_at" < "reschedule_proposals"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "availability" DROP CONSTRAINT "availability_professional_day_key";--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cancellation_reason" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "late_cancellation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cancellation_notice_hours" smallint;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "series_id" uuid;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "no_show_marked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "no_show_contested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "no_show_contest_reason" text;--> statement-breakpoint
ALTER TABLE "agenda_settings" ADD COLUMN "cancellation_notice_hours" smallint DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "blocked_slots" ADD COLUMN "group_id" uuid;--> statement-breakpoint
ALTER TABLE "professional_profiles" ADD COLUMN "next_free_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointment_series" ADD CONSTRAINT "appointment_series_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_series" ADD CONSTRAINT "appointment_series_professional_id_users_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reschedule_proposals" ADD CONSTRAINT "reschedule_proposals_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_series_professional_idx" ON "appointment_series" USING btree ("professional_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reschedule_proposals_one_pending" ON "reschedule_proposals" USING btree ("appointment_id") WHERE "reschedule_proposals"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_series_id_appointment_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."appointment_series"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_series_idx" ON "appointments" USING btree ("series_id","starts_at");--> statement-breakpoint
CREATE INDEX "availability_professional_day_idx" ON "availability" USING btree ("professional_id","day_of_week");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_notice_hours" CHECK ("appointments"."cancellation_notice_hours" IS NULL OR "appointments"."cancellation_notice_hours" IN (0, 12, 24, 48));--> statement-breakpoint
ALTER TABLE "agenda_settings" ADD CONSTRAINT "agenda_settings_notice" CHECK ("agenda_settings"."cancellation_notice_hours" IN (0, 12, 24, 48));--> statement-breakpoint
-- Several windows per weekday (issue 17), never overlapping: 08:00–12:00 and 12:00–14:00 may touch.
ALTER TABLE "availability" ADD CONSTRAINT "availability_no_overlap"
  EXCLUDE USING gist (
    professional_id WITH =,
    day_of_week WITH =,
    tsrange(DATE '2000-01-01' + start_time, DATE '2000-01-01' + end_time, '[)') WITH &&
  );
