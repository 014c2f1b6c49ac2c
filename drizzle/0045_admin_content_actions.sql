-- Issue 34, item 2 (decision 0404): an admin's decision on a reported content reaches the audit
-- log as the review's does. ADD VALUE runs inside the migrator's transaction (PostgreSQL 12 and
-- later, PGlite too) because nothing in that transaction uses the new values.
ALTER TYPE "public"."admin_action" ADD VALUE 'hide_content';--> statement-breakpoint
ALTER TYPE "public"."admin_action" ADD VALUE 'keep_content';
