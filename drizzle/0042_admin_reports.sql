CREATE TABLE "report_daily" (
	"day" date NOT NULL,
	"specialty" text NOT NULL,
	"city" text NOT NULL,
	"metric" text NOT NULL,
	"value" bigint NOT NULL,
	"folded" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "report_daily_range_idx" ON "report_daily" USING btree ("specialty","city","day");--> statement-breakpoint
CREATE INDEX "report_daily_unfolded_idx" ON "report_daily" USING btree ("day") WHERE NOT "report_daily"."folded";--> statement-breakpoint
CREATE INDEX "professional_profiles_unverified_idx" ON "professional_profiles" USING btree ("updated_at") WHERE NOT "professional_profiles"."is_verified" AND "professional_profiles"."verification_rejected_at" IS NULL;