CREATE TYPE "public"."payment_method" AS ENUM('pix', 'dinheiro', 'cartao', 'transferencia', 'convenio');--> statement-breakpoint
CREATE TYPE "public"."pix_key_type" AS ENUM('cpf', 'cnpj', 'email', 'phone', 'random');--> statement-breakpoint
CREATE TABLE "appointment_payments" (
	"appointment_id" uuid PRIMARY KEY NOT NULL,
	"client_paid_at" timestamp with time zone,
	"payer_cpf" text,
	"beneficiary_name" text,
	"beneficiary_cpf" text,
	"received_on" date,
	"received_amount" numeric(10, 2),
	"received_method" "payment_method",
	"received_marked_at" timestamp with time zone,
	"receipt_issued_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_payments_received_whole" CHECK (("appointment_payments"."received_on" IS NULL) = ("appointment_payments"."received_amount" IS NULL) AND ("appointment_payments"."received_on" IS NULL) = ("appointment_payments"."received_method" IS NULL)),
	CONSTRAINT "appointment_payments_amount" CHECK ("appointment_payments"."received_amount" IS NULL OR ("appointment_payments"."received_amount" > 0 AND "appointment_payments"."received_amount" <= 100000)),
	CONSTRAINT "appointment_payments_cpfs" CHECK (("appointment_payments"."payer_cpf" IS NULL OR "appointment_payments"."payer_cpf" ~ '^[0-9]{11}$') AND ("appointment_payments"."beneficiary_cpf" IS NULL OR "appointment_payments"."beneficiary_cpf" ~ '^[0-9]{11}$')),
	CONSTRAINT "appointment_payments_receipt_after_received" CHECK ("appointment_payments"."receipt_issued_at" IS NULL OR "appointment_payments"."received_on" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "agenda_settings" ADD COLUMN "pix_key_type" "pix_key_type";--> statement-breakpoint
ALTER TABLE "agenda_settings" ADD COLUMN "pix_key" text;--> statement-breakpoint
ALTER TABLE "agenda_settings" ADD COLUMN "pix_name" text;--> statement-breakpoint
ALTER TABLE "agenda_settings" ADD COLUMN "pix_city" text;--> statement-breakpoint
ALTER TABLE "appointment_payments" ADD CONSTRAINT "appointment_payments_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_payments_received_idx" ON "appointment_payments" USING btree ("received_on");--> statement-breakpoint
ALTER TABLE "agenda_settings" ADD CONSTRAINT "agenda_settings_pix_whole" CHECK (("agenda_settings"."pix_key" IS NULL) = ("agenda_settings"."pix_key_type" IS NULL) AND ("agenda_settings"."pix_key" IS NULL) = ("agenda_settings"."pix_name" IS NULL) AND ("agenda_settings"."pix_key" IS NULL) = ("agenda_settings"."pix_city" IS NULL));--> statement-breakpoint
ALTER TABLE "agenda_settings" ADD CONSTRAINT "agenda_settings_pix_lengths" CHECK (char_length("agenda_settings"."pix_name") <= 25 AND char_length("agenda_settings"."pix_city") <= 15 AND char_length("agenda_settings"."pix_key") <= 77);