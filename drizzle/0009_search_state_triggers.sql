-- The search state on professional_profiles (drizzle/0008) is computed here, in the same
-- transaction as every write that changes it, whatever code made the write: the profile
-- itself (save, verification, review totals) and the account behind it (ban, deletion,
-- photo, names). `searchable` is isSearchable's rule (src/server/features/professionals/
-- searchable.ts: active, complete, verified); the sort keys are decision 0040's order, ascending.
CREATE OR REPLACE FUNCTION professional_search_state() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  u users%ROWTYPE;
BEGIN
  SELECT * INTO u FROM users WHERE id = NEW.user_id;
  NEW.searchable := coalesce(
    u.role = 'professional' AND NOT u.is_banned AND u.deleted_at IS NULL
      AND u.profile_image_id IS NOT NULL
      AND btrim(coalesce(u.first_name, '')) <> '' AND btrim(coalesce(u.last_name, '')) <> ''
      AND btrim(coalesce(NEW.cpf, '')) <> '' AND btrim(coalesce(NEW.professional_register, '')) <> ''
      AND cardinality(NEW.specialties) > 0 AND NEW.price_range IS NOT NULL
      AND cardinality(NEW.service_options) > 0 AND NEW.is_verified,
    false);
  NEW.sort_rating := CASE WHEN NEW.review_count > 0
                          THEN -(NEW.rating_sum::float8 / NEW.review_count) ELSE 0 END;
  NEW.sort_reviews := -NEW.review_count;
  NEW.sort_first_name := coalesce(immutable_unaccent(lower(u.first_name)), '');
  NEW.sort_last_name := coalesce(immutable_unaccent(lower(u.last_name)), '');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER professional_search_state
  BEFORE INSERT OR UPDATE ON professional_profiles
  FOR EACH ROW EXECUTE FUNCTION professional_search_state();
--> statement-breakpoint
-- A change to the account recomputes its profile's state (the update fires the trigger above).
CREATE OR REPLACE FUNCTION users_professional_search_state() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE professional_profiles SET searchable = searchable WHERE user_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_professional_search_state
  AFTER UPDATE OF role, is_banned, deleted_at, profile_image_id, first_name, last_name ON users
  FOR EACH ROW EXECUTE FUNCTION users_professional_search_state();
--> statement-breakpoint
UPDATE professional_profiles SET searchable = searchable;
