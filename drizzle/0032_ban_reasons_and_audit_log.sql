CREATE TYPE "public"."ban_reason" AS ENUM('informacoes_falsas', 'registro_irregular', 'comportamento_abusivo', 'uso_indevido', 'outro');--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD COLUMN "ban_reason" "ban_reason";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ban_reason" "ban_reason";--> statement-breakpoint
CREATE INDEX "admin_audit_log_created_idx" ON "admin_audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "admin_audit_log_admin_idx" ON "admin_audit_log" USING btree ("admin_id","created_at","id");--> statement-breakpoint
-- NOT VALID (decision 0378): bans recorded before categories existed keep none, and the
-- append-only table refuses the UPDATE that would fill them in; every new row is checked.
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_ban_reason" CHECK (("admin_audit_log"."action" = 'ban') = ("admin_audit_log"."ban_reason" IS NOT NULL)) NOT VALID;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_ban_reason_only_banned" CHECK ("users"."ban_reason" IS NULL OR "users"."is_banned");