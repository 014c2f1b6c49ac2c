CREATE TYPE "public"."appointment_status" AS ENUM('pending', 'approved', 'confirmed', 'cancelled', 'rejected', 'auto_rejected');--> statement-breakpoint
CREATE TYPE "public"."role" AS ENUM('client', 'professional', 'admin');--> statement-breakpoint
CREATE TYPE "public"."service_option" AS ENUM('online', 'local_proprio', 'domiciliar');--> statement-breakpoint
CREATE TYPE "public"."service_type" AS ENUM('online', 'presencial', 'domiciliar');--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"professional_id" uuid NOT NULL,
	"appointment_date" date NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"status" "appointment_status" DEFAULT 'pending' NOT NULL,
	"service_type" "service_type" NOT NULL,
	"client_address" text,
	"address_complement" text,
	"notes" text,
	"professional_notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_time_order" CHECK ("appointments"."start_time" < "appointments"."end_time"),
	CONSTRAINT "appointments_instant_order" CHECK ("appointments"."starts_at" < "appointments"."ends_at"),
	CONSTRAINT "appointments_not_self" CHECK ("appointments"."client_id" <> "appointments"."professional_id")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"professional_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"service_confirmation_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text,
	"is_anonymous" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_service_confirmation_id_unique" UNIQUE("service_confirmation_id"),
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "service_confirmations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"professional_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"client_confirmed" boolean DEFAULT false NOT NULL,
	"professional_confirmed" boolean DEFAULT false NOT NULL,
	"client_confirmed_at" timestamp with time zone,
	"professional_confirmed_at" timestamp with time zone,
	"service_description" text NOT NULL,
	"service_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_confirmations_appointment_id_unique" UNIQUE("appointment_id")
);
--> statement-breakpoint
CREATE TABLE "agenda_settings" (
	"professional_id" uuid PRIMARY KEY NOT NULL,
	"service_duration" smallint DEFAULT 60 NOT NULL,
	CONSTRAINT "agenda_settings_duration" CHECK ("agenda_settings"."service_duration" IN (30, 50, 60))
);
--> statement-breakpoint
CREATE TABLE "availability" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"professional_id" uuid NOT NULL,
	"day_of_week" smallint NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "availability_professional_day_key" UNIQUE("professional_id","day_of_week"),
	CONSTRAINT "availability_day_range" CHECK ("availability"."day_of_week" BETWEEN 0 AND 6),
	CONSTRAINT "availability_time_order" CHECK ("availability"."start_time" < "availability"."end_time")
);
--> statement-breakpoint
CREATE TABLE "blocked_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"professional_id" uuid NOT NULL,
	"date" date NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocked_slots_time_order" CHECK ("blocked_slots"."start_time" < "blocked_slots"."end_time")
);
--> statement-breakpoint
CREATE TABLE "professional_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"cpf" text,
	"professional_register" text,
	"specialties" text[] DEFAULT '{}'::text[] NOT NULL,
	"service_options" "service_option"[] DEFAULT '{}'::service_option[] NOT NULL,
	"office_address" text,
	"office_complement" text,
	"office_neighborhood" text,
	"home_service_areas" text[] DEFAULT '{}'::text[] NOT NULL,
	"home_service_city" text,
	"bio" text,
	"price_range" numeric(10, 2),
	"starting_from" boolean DEFAULT false NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"verification_rejected_at" timestamp with time zone,
	"show_contact" boolean DEFAULT true NOT NULL,
	"share_email" boolean DEFAULT false NOT NULL,
	"available_for_new_patients" boolean DEFAULT true NOT NULL,
	"time_zone" text DEFAULT 'America/Sao_Paulo' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "professional_profiles_cpf_digits" CHECK ("professional_profiles"."cpf" IS NULL OR "professional_profiles"."cpf" ~ '^[0-9]{11}$'),
	CONSTRAINT "professional_profiles_price_nonneg" CHECK ("professional_profiles"."price_range" IS NULL OR "professional_profiles"."price_range" >= 0),
	CONSTRAINT "professional_profiles_specialties_known" CHECK ("professional_profiles"."specialties" <@ ARRAY['Psicologia','Nutrição','Fisioterapia','Personal Trainer']::text[])
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"mime_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text,
	"city" text,
	"address" text,
	"bio" text,
	"role" "role",
	"profile_image_id" uuid,
	"is_banned" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_professional_id_users_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_professional_id_users_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_service_confirmation_id_service_confirmations_id_fk" FOREIGN KEY ("service_confirmation_id") REFERENCES "public"."service_confirmations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_confirmations" ADD CONSTRAINT "service_confirmations_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_confirmations" ADD CONSTRAINT "service_confirmations_professional_id_users_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_confirmations" ADD CONSTRAINT "service_confirmations_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agenda_settings" ADD CONSTRAINT "agenda_settings_professional_id_users_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability" ADD CONSTRAINT "availability_professional_id_users_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocked_slots" ADD CONSTRAINT "blocked_slots_professional_id_users_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_profiles" ADD CONSTRAINT "professional_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_profile_image_id_images_id_fk" FOREIGN KEY ("profile_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_professional_date_idx" ON "appointments" USING btree ("professional_id","appointment_date");--> statement-breakpoint
CREATE INDEX "appointments_client_idx" ON "appointments" USING btree ("client_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_status_idx" ON "appointments" USING btree ("status","starts_at");--> statement-breakpoint
CREATE INDEX "reviews_professional_idx" ON "reviews" USING btree ("professional_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_client_idx" ON "reviews" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "service_confirmations_client_idx" ON "service_confirmations" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "service_confirmations_professional_idx" ON "service_confirmations" USING btree ("professional_id");--> statement-breakpoint
CREATE INDEX "blocked_slots_professional_date_idx" ON "blocked_slots" USING btree ("professional_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "professional_profiles_cpf_key" ON "professional_profiles" USING btree ("cpf");--> statement-breakpoint
CREATE INDEX "professional_profiles_specialties_idx" ON "professional_profiles" USING gin ("specialties");--> statement-breakpoint
CREATE INDEX "professional_profiles_areas_idx" ON "professional_profiles" USING gin ("home_service_areas");--> statement-breakpoint
CREATE INDEX "professional_profiles_office_nbh_idx" ON "professional_profiles" USING btree ("office_neighborhood");--> statement-breakpoint
CREATE INDEX "login_attempts_key_idx" ON "login_attempts" USING btree ("key","attempted_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "images_owner_idx" ON "images" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");