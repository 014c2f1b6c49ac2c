ALTER TABLE "professional_profiles" ADD COLUMN "verification_rejection_reason" text;--> statement-breakpoint
-- Rejections recorded before reasons existed get a placeholder, so the check below holds.
UPDATE "professional_profiles" SET "verification_rejection_reason" = 'Motivo não registrado' WHERE "verification_rejected_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "professional_profiles" ADD CONSTRAINT "professional_profiles_rejection_has_reason" CHECK (("professional_profiles"."verification_rejected_at" IS NULL) = ("professional_profiles"."verification_rejection_reason" IS NULL));