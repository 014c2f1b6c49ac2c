CREATE TABLE "room_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_signals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"appointment_id" uuid NOT NULL,
	"to_user_id" uuid NOT NULL,
	"payload" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "in_person_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consents" ADD COLUMN "professional_id" uuid;--> statement-breakpoint
ALTER TABLE "consents" ADD COLUMN "text_body" text;--> statement-breakpoint
ALTER TABLE "agenda_settings" ADD COLUMN "video_link" text;--> statement-breakpoint
ALTER TABLE "agenda_settings" ADD COLUMN "telehealth_consent_extra" text;--> statement-breakpoint
ALTER TABLE "room_entries" ADD CONSTRAINT "room_entries_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_entries" ADD CONSTRAINT "room_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_signals" ADD CONSTRAINT "room_signals_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_signals" ADD CONSTRAINT "room_signals_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "room_entries_appointment_idx" ON "room_entries" USING btree ("appointment_id","entered_at");--> statement-breakpoint
CREATE INDEX "room_signals_created_idx" ON "room_signals" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_professional_id_users_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consents_professional_idx" ON "consents" USING btree ("user_id","professional_id") WHERE "consents"."purpose" = 'telehealth';--> statement-breakpoint
ALTER TABLE "agenda_settings" ADD CONSTRAINT "agenda_settings_video_link" CHECK ("agenda_settings"."video_link" IS NULL OR "agenda_settings"."video_link" LIKE 'https://%');