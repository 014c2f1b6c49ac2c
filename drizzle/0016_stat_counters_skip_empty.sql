-- Statement-level triggers fire for statements that change no row too, and the app runs many
-- of those (the expiry sweep scoped to the caller before a read updates nothing most of the
-- time). Without this check each one ran the counting query over empty transition tables:
-- about 45 µs a statement against 15 µs with it (PostgreSQL 15, this machine). Same counting
-- as drizzle/0015 otherwise.
CREATE OR REPLACE FUNCTION users_stat_counters() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NOT EXISTS (SELECT FROM new_rows) THEN RETURN NULL; END IF;
    INSERT INTO stat_counters (name, value)
    SELECT n, count(*) FROM new_rows, unnest(user_stat_names(role, deleted_at)) n GROUP BY n;
  ELSIF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT FROM old_rows) THEN RETURN NULL; END IF;
    INSERT INTO stat_counters (name, value)
    SELECT n, -count(*) FROM old_rows, unnest(user_stat_names(role, deleted_at)) n GROUP BY n;
  ELSE
    IF NOT EXISTS (SELECT FROM old_rows) THEN RETURN NULL; END IF;
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
    IF NOT EXISTS (SELECT FROM new_rows) THEN RETURN NULL; END IF;
    INSERT INTO stat_counters (name, value)
    SELECT n, count(*) FROM new_rows, unnest(appointment_stat_names(status)) n GROUP BY n;
  ELSIF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT FROM old_rows) THEN RETURN NULL; END IF;
    INSERT INTO stat_counters (name, value)
    SELECT n, -count(*) FROM old_rows, unnest(appointment_stat_names(status)) n GROUP BY n;
  ELSE
    IF NOT EXISTS (SELECT FROM old_rows) THEN RETURN NULL; END IF;
    INSERT INTO stat_counters (name, value)
    SELECT n, sum(d) FROM (
      SELECT n, 1 AS d FROM new_rows, unnest(appointment_stat_names(status)) n
      UNION ALL
      SELECT n, -1 FROM old_rows, unnest(appointment_stat_names(status)) n) c
    GROUP BY n HAVING sum(d) <> 0;
  END IF;
  RETURN NULL;
END $$;
