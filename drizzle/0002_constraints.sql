-- Two live appointments (pending, approved, confirmed) of one professional may never overlap.
ALTER TABLE appointments ADD CONSTRAINT appointments_no_overlap
  EXCLUDE USING gist (professional_id WITH =, tstzrange(starts_at, ends_at, '[)') WITH &&)
  WHERE (status IN ('pending', 'approved', 'confirmed'));
--> statement-breakpoint
-- Accent- and case-insensitive name search (SPEC: 'jose' finds 'José').
CREATE INDEX users_name_search_idx ON users
  USING gin (immutable_unaccent(lower(first_name || ' ' || last_name)) gin_trgm_ops);
