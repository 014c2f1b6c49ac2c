-- Issue 34, item 4 (decision 0405): the verification queue kept on the profile by the search
-- state's trigger, as `searchable` is, so the admin reports and the queue read one partial index
-- instead of testing every unverified profile against its account (1.5 s at 100,000).
ALTER TABLE "professional_profiles" ADD COLUMN "awaiting_verification" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION professional_search_state() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  u users%ROWTYPE;
  places text[];
  v_complete boolean;
  v_office boolean := 'local_proprio' = ANY(NEW.service_options);
  v_home boolean := 'domiciliar' = ANY(NEW.service_options);
  v_office_city text := place_key(NEW.office_city);
  v_office_at text := v_office_city || coalesce('/' || lower(NEW.office_state), '');
  v_office_nbh text := nullif(place_key(NEW.office_neighborhood), '');
  v_home_city text := place_key(NEW.home_service_city);
  v_home_at text := v_home_city || coalesce('/' || lower(NEW.home_service_state), '');
BEGIN
  SELECT * INTO u FROM users WHERE id = NEW.user_id;
  v_complete := coalesce(
    u.role = 'professional' AND NOT u.is_banned AND u.deleted_at IS NULL
      AND u.profile_image_id IS NOT NULL
      AND btrim(coalesce(u.first_name, '')) <> '' AND btrim(coalesce(u.last_name, '')) <> ''
      AND btrim(coalesce(NEW.cpf, '')) <> '' AND btrim(coalesce(NEW.professional_register, '')) <> ''
      AND cardinality(NEW.specialties) > 0 AND NEW.price_range IS NOT NULL
      AND cardinality(NEW.service_options) > 0,
    false);
  NEW.searchable := v_complete AND NEW.is_verified;
  -- The admins' verification queue (drizzle/0046, decision 0405).
  NEW.awaiting_verification := v_complete AND NOT NEW.is_verified
    AND NEW.verification_rejected_at IS NULL;
  -- Private reviews (issue 30, decision 0387) rank as unrated: the order must not reveal them.
  NEW.sort_rating := CASE WHEN NEW.review_count > 0 AND NEW.review_visibility <> 'private'
                          THEN -(NEW.rating_sum::float8 / NEW.review_count) ELSE 0 END;
  NEW.sort_reviews := CASE WHEN NEW.review_visibility <> 'private' THEN -NEW.review_count ELSE 0 END;
  NEW.sort_first_name := coalesce(immutable_unaccent(lower(u.first_name)), '');
  NEW.sort_last_name := coalesce(immutable_unaccent(lower(u.last_name)), '');
  places := ARRAY(
    SELECT 'local:' || v_office_nbh WHERE v_office AND v_office_nbh IS NOT NULL
    UNION
    SELECT 'local_city:' || v_office_at WHERE v_office AND v_office_at IS NOT NULL
    UNION
    SELECT 'local_city:' || v_office_at || ':' || v_office_nbh
     WHERE v_office AND v_office_at IS NOT NULL AND v_office_nbh IS NOT NULL
    UNION
    SELECT 'home:' || place_key(area) FROM unnest(NEW.home_service_areas) AS area
     WHERE v_home AND place_key(area) <> ''
    UNION
    SELECT 'home_city:' || v_home_at WHERE v_home AND v_home_at IS NOT NULL
    UNION
    SELECT 'home_city:' || v_home_at || ':' || place_key(area) FROM unnest(NEW.home_service_areas) AS area
     WHERE v_home AND v_home_at IS NOT NULL AND place_key(area) <> '');
  NEW.search_places := places || ARRAY(
    SELECT specialty || '|' || place
      FROM unnest(NEW.specialties) AS specialty, unnest(places) AS place);
  -- The bairros now public, as suggestions (place_names, drizzle/0024; decision 0332).
  IF NEW.searchable THEN
    INSERT INTO place_names (city_key, name_key, name)
      SELECT v_office_city, v_office_nbh, btrim(NEW.office_neighborhood)
       WHERE v_office AND v_office_city IS NOT NULL AND v_office_nbh IS NOT NULL
      UNION ALL
      SELECT v_home_city, place_key(area), btrim(area) FROM unnest(NEW.home_service_areas) AS area
       WHERE v_home AND v_home_city IS NOT NULL AND place_key(area) <> ''
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
-- Only unverified, unrejected profiles can be awaiting; the trigger computes each one's state.
UPDATE professional_profiles SET awaiting_verification = awaiting_verification
 WHERE NOT is_verified AND verification_rejected_at IS NULL;--> statement-breakpoint
DROP INDEX "professional_profiles_unverified_idx";--> statement-breakpoint
CREATE INDEX "professional_profiles_awaiting_idx" ON "professional_profiles" USING btree ("updated_at","user_id") WHERE "professional_profiles"."awaiting_verification";
