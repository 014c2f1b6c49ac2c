-- drizzle/0011's search state, with each place also tagged by specialty ('Psicologia|home:mooca'
-- beside 'home:mooca'), so a search by specialty and neighbourhood reads from the places index
-- only the professionals of that specialty instead of every specialty's (decision 0128).
CREATE OR REPLACE FUNCTION professional_search_state() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  u users%ROWTYPE;
  places text[];
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
  places := ARRAY(
    SELECT 'local:' || immutable_unaccent(lower(btrim(NEW.office_neighborhood)))
     WHERE 'local_proprio' = ANY(NEW.service_options) AND NEW.office_neighborhood IS NOT NULL
    UNION
    SELECT 'home:' || immutable_unaccent(lower(btrim(area)))
      FROM unnest(NEW.home_service_areas) AS area
     WHERE 'domiciliar' = ANY(NEW.service_options));
  NEW.search_places := places || ARRAY(
    SELECT specialty || '|' || place
      FROM unnest(NEW.specialties) AS specialty, unnest(places) AS place);
  RETURN NEW;
END $$;
--> statement-breakpoint
UPDATE professional_profiles SET searchable = searchable;
