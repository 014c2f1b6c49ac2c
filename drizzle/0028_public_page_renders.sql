CREATE TABLE "public_page_renders" (
	"professional_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"variant" text,
	"path" text,
	"body" "bytea"
);
--> statement-breakpoint
ALTER TABLE "public_page_renders" ADD CONSTRAINT "public_page_renders_professional_id_users_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Decision 0369: what a professional's public page shows lives in their profile row, their
-- user row and their reviews. Any change to those clears the kept page and bumps its version,
-- in the transaction that makes the change, whatever code wrote it; a render started before the
-- change is then refused by its version (stored-pages.ts).
CREATE OR REPLACE FUNCTION public_page_changed(professional uuid) RETURNS void LANGUAGE sql AS $$
  -- A review deleted with its professional's account has no page left to clear.
  INSERT INTO public_page_renders (professional_id, version)
  SELECT professional, 1 WHERE EXISTS (SELECT 1 FROM users WHERE id = professional)
  ON CONFLICT (professional_id) DO UPDATE
    SET version = public_page_renders.version + 1, variant = NULL, path = NULL, body = NULL
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public_page_profile_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public_page_changed(NEW.user_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER public_page_profile_changed
  AFTER UPDATE ON professional_profiles
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION public_page_profile_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public_page_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public_page_changed(NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER public_page_user_changed
  AFTER UPDATE ON users
  FOR EACH ROW WHEN ((OLD.role = 'professional' OR NEW.role = 'professional') AND OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION public_page_user_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public_page_review_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM public_page_changed(OLD.professional_id);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM public_page_changed(NEW.professional_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER public_page_review_changed
  AFTER INSERT OR UPDATE OR DELETE ON reviews
  FOR EACH ROW EXECUTE FUNCTION public_page_review_changed();
