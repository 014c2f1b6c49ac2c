-- Issue 32 (decision 0394): an online session's room closes the moment it stops being open to
-- its parties. A change that can close it tells every server process, when it commits; each
-- checks its open rooms again (features/rooms/signal-hub.ts). Rooms are few: one notice per
-- such change, whichever session, is enough.
CREATE OR REPLACE FUNCTION rooms_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('acolher_rooms_changed', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER rooms_changed_appointment
  AFTER UPDATE ON appointments
  FOR EACH ROW WHEN (
    (OLD.service_type = 'online' OR NEW.service_type = 'online') AND (
      NEW.status IS DISTINCT FROM OLD.status
      OR NEW.starts_at IS DISTINCT FROM OLD.starts_at
      OR NEW.ends_at IS DISTINCT FROM OLD.ends_at
      OR NEW.service_type IS DISTINCT FROM OLD.service_type
    )
  )
  EXECUTE FUNCTION rooms_changed();
--> statement-breakpoint
CREATE TRIGGER rooms_changed_consent
  AFTER UPDATE ON consents
  FOR EACH ROW WHEN (OLD.purpose = 'telehealth' AND NEW.withdrawn_at IS NOT NULL AND OLD.withdrawn_at IS NULL)
  EXECUTE FUNCTION rooms_changed();
--> statement-breakpoint
CREATE TRIGGER rooms_changed_user
  AFTER UPDATE ON users
  FOR EACH ROW WHEN (
    (NEW.is_banned AND NOT OLD.is_banned) OR (NEW.deleted_at IS NOT NULL AND OLD.deleted_at IS NULL)
  )
  EXECUTE FUNCTION rooms_changed();
