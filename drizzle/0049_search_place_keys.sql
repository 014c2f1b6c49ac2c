-- Issue 35 (decision 0418): each searchable professional's place tags (search_places), a row
-- each with decision 0040's sort key and the price, so a place's first page is a walk of its own
-- rows in order that stops at the page, whatever the place's size (a bairro at 1,000,000
-- professionals holds thousands, which the places' GIN index returns in no order to be read
-- from the table and sorted).
CREATE TABLE "search_place_keys" (
	"place" text NOT NULL,
	"sort_rating" double precision NOT NULL,
	"sort_reviews" integer NOT NULL,
	"sort_first_name" text NOT NULL,
	"sort_last_name" text NOT NULL,
	"user_id" uuid NOT NULL,
	"price_range" numeric(10, 2) NOT NULL
);
--> statement-breakpoint
-- Kept by the profile's triggers in the same transaction as every change to what the rows
-- copy; an update that changes none of it (a booking's next free slot) does not fire them.
CREATE OR REPLACE FUNCTION search_place_keys_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only a searchable profile has rows (the bulk seed, with the index not yet built, makes
  -- profiles searchable and must not look for any).
  IF TG_OP <> 'INSERT' AND OLD.searchable THEN
    DELETE FROM search_place_keys WHERE user_id = OLD.user_id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.searchable THEN
    INSERT INTO search_place_keys
      (place, sort_rating, sort_reviews, sort_first_name, sort_last_name, user_id, price_range)
    SELECT place, NEW.sort_rating, NEW.sort_reviews, NEW.sort_first_name, NEW.sort_last_name,
           NEW.user_id, NEW.price_range
      FROM unnest(NEW.search_places) AS place;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_place_keys_insert AFTER INSERT ON professional_profiles
  FOR EACH ROW WHEN (NEW.searchable) EXECUTE FUNCTION search_place_keys_sync();
--> statement-breakpoint
CREATE TRIGGER search_place_keys_update AFTER UPDATE ON professional_profiles
  FOR EACH ROW WHEN ((OLD.searchable OR NEW.searchable)
    AND ((OLD.searchable, OLD.sort_rating, OLD.sort_reviews, OLD.sort_first_name,
          OLD.sort_last_name, OLD.price_range)
         IS DISTINCT FROM (NEW.searchable, NEW.sort_rating, NEW.sort_reviews, NEW.sort_first_name,
          NEW.sort_last_name, NEW.price_range)
      -- The places as a set: the trigger's UNION may list the same places in another order.
      OR NOT (OLD.search_places @> NEW.search_places AND NEW.search_places @> OLD.search_places)))
  EXECUTE FUNCTION search_place_keys_sync();
--> statement-breakpoint
CREATE TRIGGER search_place_keys_delete AFTER DELETE ON professional_profiles
  FOR EACH ROW WHEN (OLD.searchable) EXECUTE FUNCTION search_place_keys_sync();
--> statement-breakpoint
INSERT INTO search_place_keys
  (place, sort_rating, sort_reviews, sort_first_name, sort_last_name, user_id, price_range)
SELECT place, sort_rating, sort_reviews, sort_first_name, sort_last_name, user_id, price_range
  FROM professional_profiles, unnest(search_places) AS place
 WHERE searchable;
--> statement-breakpoint
CREATE UNIQUE INDEX "search_place_keys_user_place_key" ON "search_place_keys" USING btree ("user_id","place");--> statement-breakpoint
CREATE INDEX "search_place_keys_walk_idx" ON "search_place_keys" USING btree ("place","sort_rating","sort_reviews","sort_first_name","sort_last_name","user_id","price_range");