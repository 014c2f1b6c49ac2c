-- Issue 28, item 7 (decision 0373): a professional's page must leave every process's kept
-- copies the moment it stops being public (ban, deletion, verification withdrawn, another
-- role), not 30 s later. The database tells every process that listens: the notice is sent
-- when the changing transaction commits, and only then.
CREATE OR REPLACE FUNCTION public_page_gone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('acolher_public_pages_gone', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER public_page_gone_user
  AFTER UPDATE ON users
  FOR EACH ROW WHEN (
    OLD.role = 'professional' AND (
      NEW.role IS DISTINCT FROM OLD.role
      OR (NEW.is_banned AND NOT OLD.is_banned)
      OR (NEW.deleted_at IS NOT NULL AND OLD.deleted_at IS NULL)
    )
  )
  EXECUTE FUNCTION public_page_gone();
--> statement-breakpoint
CREATE TRIGGER public_page_gone_user_deleted
  AFTER DELETE ON users
  FOR EACH ROW WHEN (OLD.role = 'professional')
  EXECUTE FUNCTION public_page_gone();
--> statement-breakpoint
CREATE TRIGGER public_page_gone_unverified
  AFTER UPDATE ON professional_profiles
  FOR EACH ROW WHEN (OLD.is_verified AND NOT NEW.is_verified)
  EXECUTE FUNCTION public_page_gone();
