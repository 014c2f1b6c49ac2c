-- The admin dashboard's counts (decision 0190), kept in stat_counters by statement-level
-- triggers in the same transaction as every write to users or appointments, whatever code
-- makes it (the app, seeds, the scale seed, psql). A counter is the sum of its rows: each
-- statement appends one row per counter it moved (from its transition tables, so a bulk insert
-- of 100,000 rows adds a few rows, not 100,000), never updates a shared row, so no writer waits
-- for another. The fold job (src/server/features/admin/fold-stat-counters.ts) sums them back.
--
-- Which counters a row counts in, spelled once per table: an account not deleted counts in
-- `users` and `users.<role>`; an appointment in `appointments` and `appointments.<status>`.
CREATE OR REPLACE FUNCTION user_stat_names(role role, deleted_at timestamptz) RETURNS text[]
  LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN deleted_at IS NOT NULL THEN '{}'::text[]
              WHEN role IS NULL THEN ARRAY['users']
              ELSE ARRAY['users', 'users.' || role::text] END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION appointment_stat_names(status appointment_status) RETURNS text[]
  LANGUAGE sql STABLE AS $$
  SELECT ARRAY['appointments', 'appointments.' || status::text]
$$;
--> statement-breakpoint
-- One function per table for INSERT, UPDATE and DELETE (a trigger with transition tables
-- serves one event): +1 per new row, -1 per old row, only the counters that moved.
CREATE OR REPLACE FUNCTION users_stat_counters() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO stat_counters (name, value)
    SELECT n, count(*) FROM new_rows, unnest(user_stat_names(role, deleted_at)) n GROUP BY n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO stat_counters (name, value)
    SELECT n, -count(*) FROM old_rows, unnest(user_stat_names(role, deleted_at)) n GROUP BY n;
  ELSE
    INSERT INTO stat_counters (name, value)
    SELECT n, sum(d) FROM (
      SELECT n, 1 AS d FROM new_rows, unnest(user_stat_names(role, deleted_at)) n
      UNION ALL
      SELECT n, -1 FROM old_rows, unnest(user_stat_names(role, deleted_at)) n) c
    GROUP BY n HAVING sum(d) <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION appointments_stat_counters() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO stat_counters (name, value)
    SELECT n, count(*) FROM new_rows, unnest(appointment_stat_names(status)) n GROUP BY n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO stat_counters (name, value)
    SELECT n, -count(*) FROM old_rows, unnest(appointment_stat_names(status)) n GROUP BY n;
  ELSE
    INSERT INTO stat_counters (name, value)
    SELECT n, sum(d) FROM (
      SELECT n, 1 AS d FROM new_rows, unnest(appointment_stat_names(status)) n
      UNION ALL
      SELECT n, -1 FROM old_rows, unnest(appointment_stat_names(status)) n) c
    GROUP BY n HAVING sum(d) <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- TRUNCATE empties the table: its counters go back to nothing.
CREATE OR REPLACE FUNCTION stat_counters_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM stat_counters WHERE name = TG_ARGV[0] OR name LIKE TG_ARGV[0] || '.%';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_stat_counters_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION users_stat_counters();
--> statement-breakpoint
CREATE TRIGGER users_stat_counters_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION users_stat_counters();
--> statement-breakpoint
CREATE TRIGGER users_stat_counters_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION users_stat_counters();
--> statement-breakpoint
CREATE TRIGGER users_stat_counters_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION stat_counters_truncated('users');
--> statement-breakpoint
CREATE TRIGGER appointments_stat_counters_insert AFTER INSERT ON appointments
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION appointments_stat_counters();
--> statement-breakpoint
CREATE TRIGGER appointments_stat_counters_update AFTER UPDATE ON appointments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION appointments_stat_counters();
--> statement-breakpoint
CREATE TRIGGER appointments_stat_counters_delete AFTER DELETE ON appointments
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION appointments_stat_counters();
--> statement-breakpoint
CREATE TRIGGER appointments_stat_counters_truncate AFTER TRUNCATE ON appointments
  FOR EACH STATEMENT EXECUTE FUNCTION stat_counters_truncated('appointments');
--> statement-breakpoint
-- Backfill from the rows already there. The triggers above exist first, and CREATE TRIGGER
-- holds a lock that keeps other writers out until this migration commits: no row is missed
-- or counted twice.
INSERT INTO stat_counters (name, value)
SELECT n, count(*) FROM users, unnest(user_stat_names(role, deleted_at)) n GROUP BY n;
--> statement-breakpoint
INSERT INTO stat_counters (name, value)
SELECT n, count(*) FROM appointments, unnest(appointment_stat_names(status)) n GROUP BY n;
