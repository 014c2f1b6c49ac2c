-- Issue 18 (decisions 0330-0332): places in any city of Brazil.
-- place_key is the domain's placeKey (src/domain/places.ts) in SQL: without case, accents,
-- surrounding or repeated spaces, with the common abbreviations spelled out ("Jd." = "Jardim").
-- src/server/features/professionals/place-key.test.ts checks that both agree.
CREATE OR REPLACE FUNCTION place_key(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT btrim(regexp_replace(
    regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
    regexp_replace(immutable_unaccent(lower($1)),
      '\mjd\M\.?', 'jardim ', 'g'),
      '\mvl\M\.?', 'vila ', 'g'),
      '\mpq\M\.?', 'parque ', 'g'),
      '\mres\M\.?', 'residencial ', 'g'),
      '\mcj\M\.?', 'conjunto ', 'g'),
      '\msta\M\.?', 'santa ', 'g'),
      '\msto\M\.?', 'santo ', 'g'),
    '\s+', ' ', 'g')) $$;
--> statement-breakpoint
-- drizzle/0013's search state; the places now carry their city as well (decision 0331):
-- 'local:<bairro>' / 'home:<area>' (any city, as before), 'local_city:<city>' / 'home_city:<city>' (the
-- city filter) and 'local_city:<city>:<bairro>' / 'home_city:<city>:<area>' (a bairro within the city),
-- each also tagged by specialty ('Psicologia|local_city:rio de janeiro:copacabana'); every name is
-- a place_key.
CREATE OR REPLACE FUNCTION professional_search_state() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  u users%ROWTYPE;
  places text[];
  v_office boolean := 'local_proprio' = ANY(NEW.service_options);
  v_home boolean := 'domiciliar' = ANY(NEW.service_options);
  v_office_city text := place_key(NEW.office_city);
  v_office_nbh text := nullif(place_key(NEW.office_neighborhood), '');
  v_home_city text := place_key(NEW.home_service_city);
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
    SELECT 'local:' || v_office_nbh WHERE v_office AND v_office_nbh IS NOT NULL
    UNION
    SELECT 'local_city:' || v_office_city WHERE v_office AND v_office_city IS NOT NULL
    UNION
    SELECT 'local_city:' || v_office_city || ':' || v_office_nbh
     WHERE v_office AND v_office_city IS NOT NULL AND v_office_nbh IS NOT NULL
    UNION
    SELECT 'home:' || place_key(area) FROM unnest(NEW.home_service_areas) AS area
     WHERE v_home AND place_key(area) <> ''
    UNION
    SELECT 'home_city:' || v_home_city WHERE v_home AND v_home_city IS NOT NULL
    UNION
    SELECT 'home_city:' || v_home_city || ':' || place_key(area) FROM unnest(NEW.home_service_areas) AS area
     WHERE v_home AND v_home_city IS NOT NULL AND place_key(area) <> '');
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
UPDATE professional_profiles SET searchable = searchable;
