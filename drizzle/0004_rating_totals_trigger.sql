-- Every write to reviews keeps the professional's rating totals right, whatever code wrote it.
CREATE OR REPLACE FUNCTION reviews_rating_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE professional_profiles
       SET rating_sum = rating_sum - OLD.rating, review_count = review_count - 1
     WHERE user_id = OLD.professional_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE professional_profiles
       SET rating_sum = rating_sum + NEW.rating, review_count = review_count + 1
     WHERE user_id = NEW.professional_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER reviews_rating_totals
  AFTER INSERT OR DELETE OR UPDATE OF rating, professional_id ON reviews
  FOR EACH ROW EXECUTE FUNCTION reviews_rating_totals();
--> statement-breakpoint
UPDATE professional_profiles p
   SET rating_sum = t.rating_sum, review_count = t.review_count
  FROM (SELECT professional_id, sum(rating)::int AS rating_sum, count(*)::int AS review_count
          FROM reviews GROUP BY professional_id) t
 WHERE p.user_id = t.professional_id;
