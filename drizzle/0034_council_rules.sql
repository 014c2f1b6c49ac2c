CREATE TYPE "public"."review_report_reason" AS ENUM('dado_de_saude', 'ofensivo', 'falso', 'publicidade', 'outro');--> statement-breakpoint
CREATE TYPE "public"."review_report_resolution" AS ENUM('hidden', 'kept');--> statement-breakpoint
CREATE TYPE "public"."review_status" AS ENUM('published', 'held', 'hidden');--> statement-breakpoint
CREATE TYPE "public"."review_visibility" AS ENUM('public', 'rating_only', 'private');--> statement-breakpoint
CREATE TABLE "review_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" "review_report_reason" NOT NULL,
	"details" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolution" "review_report_resolution",
	"resolved_by" uuid,
	CONSTRAINT "review_reports_resolved" CHECK (("review_reports"."resolved_at" IS NULL) = ("review_reports"."resolution" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "status" "review_status" DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_by" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "professional_profiles" ADD COLUMN "register_council" text;--> statement-breakpoint
ALTER TABLE "professional_profiles" ADD COLUMN "register_region" text;--> statement-breakpoint
ALTER TABLE "professional_profiles" ADD COLUMN "register_number" text;--> statement-breakpoint
ALTER TABLE "professional_profiles" ADD COLUMN "review_visibility" "review_visibility" DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_reports_once_per_person" ON "review_reports" USING btree ("review_id","reporter_id");--> statement-breakpoint
CREATE INDEX "review_reports_open_idx" ON "review_reports" USING btree ("created_at") WHERE "review_reports"."resolved_at" IS NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_has_reason" CHECK ("reviews"."status" <> 'hidden' OR ("reviews"."hidden_reason" IS NOT NULL AND "reviews"."hidden_at" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reply_has_date" CHECK (("reviews"."reply" IS NULL) = ("reviews"."replied_at" IS NULL));
--> statement-breakpoint
-- Issue 30, item 4 (decision 0388): only published reviews count; hiding, holding or publishing
-- one moves the totals (and, through the search-state trigger, the order) in the same transaction.
CREATE OR REPLACE FUNCTION reviews_rating_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    IF OLD.status = 'published' THEN
      UPDATE professional_profiles
         SET rating_sum = rating_sum - OLD.rating, review_count = review_count - 1
       WHERE user_id = OLD.professional_id;
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    IF NEW.status = 'published' THEN
      UPDATE professional_profiles
         SET rating_sum = rating_sum + NEW.rating, review_count = review_count + 1
       WHERE user_id = NEW.professional_id;
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER reviews_rating_totals ON reviews;
--> statement-breakpoint
CREATE TRIGGER reviews_rating_totals
  AFTER INSERT OR DELETE OR UPDATE OF rating, professional_id, status ON reviews
  FOR EACH ROW EXECUTE FUNCTION reviews_rating_totals();
--> statement-breakpoint
-- Issue 30, item 3 (decision 0387): a private rating ranks as none.
CREATE OR REPLACE FUNCTION professional_search_state() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  u users%ROWTYPE;
  places text[];
  v_office boolean := 'local_proprio' = ANY(NEW.service_options);
  v_home boolean := 'domiciliar' = ANY(NEW.service_options);
  v_office_city text := place_key(NEW.office_city);
  v_office_at text := v_office_city || coalesce('/' || lower(NEW.office_state), '');
  v_office_nbh text := nullif(place_key(NEW.office_neighborhood), '');
  v_home_city text := place_key(NEW.home_service_city);
  v_home_at text := v_home_city || coalesce('/' || lower(NEW.home_service_state), '');
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
-- Psychologists' reviews default to 'Somente a nota' (Nota Técnica CFP 1/2022); existing ones
-- move to it too, which protects them, and may choose again in their profile.
UPDATE professional_profiles SET review_visibility = 'rating_only' WHERE specialties[1] = 'Psicologia';
