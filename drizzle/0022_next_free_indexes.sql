CREATE INDEX "professional_profiles_next_free_idx" ON "professional_profiles" USING btree ("next_free_at") WHERE "professional_profiles"."next_free_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "professional_profiles_search_next_idx" ON "professional_profiles" USING btree ((COALESCE(next_free_at, 'infinity'::timestamptz)),"user_id") WHERE "professional_profiles"."searchable";--> statement-breakpoint
CREATE INDEX "professional_profiles_search_next_specialty1_idx" ON "professional_profiles" USING btree ((COALESCE(next_free_at, 'infinity'::timestamptz)),"user_id") WHERE searchable AND specialties @> ARRAY['Psicologia'];--> statement-breakpoint
CREATE INDEX "professional_profiles_search_next_specialty2_idx" ON "professional_profiles" USING btree ((COALESCE(next_free_at, 'infinity'::timestamptz)),"user_id") WHERE searchable AND specialties @> ARRAY['Nutrição'];--> statement-breakpoint
CREATE INDEX "professional_profiles_search_next_specialty3_idx" ON "professional_profiles" USING btree ((COALESCE(next_free_at, 'infinity'::timestamptz)),"user_id") WHERE searchable AND specialties @> ARRAY['Fisioterapia'];--> statement-breakpoint
CREATE INDEX "professional_profiles_search_next_specialty4_idx" ON "professional_profiles" USING btree ((COALESCE(next_free_at, 'infinity'::timestamptz)),"user_id") WHERE searchable AND specialties @> ARRAY['Personal Trainer'];--> statement-breakpoint
-- Issue 17, decision 0290: the professional's next free slot at `at`, by the booking dialog's
-- rule (src/domain/slots.ts computeOpenSlots): the slots of the active windows of each day, from
-- today (starting after now, to the minute) to the booking horizon (180 days), without those
-- overlapping a live appointment or a blocked slot. A pending request nobody answered within
-- 48 hours holds nothing (decision 0080: the next read or booking expires it). Days are walked
-- in order and the walk stops at the first day with a slot: a professional with free time this
-- week costs one or two small index reads.
CREATE OR REPLACE FUNCTION next_free_slot(pid uuid, at timestamptz) RETURNS timestamptz
LANGUAGE plpgsql STABLE AS $$
DECLARE
  tz text;
  dur integer;
  local_now timestamp;
  today date;
  now_min integer;
  weekdays integer[];
  d date;
  free_min integer;
  answered_since timestamptz := at - interval '48 hours';
BEGIN
  SELECT p.time_zone, COALESCE(s.service_duration, 60) INTO tz, dur
    FROM professional_profiles p
    LEFT JOIN agenda_settings s ON s.professional_id = p.user_id
    WHERE p.user_id = pid;
  IF tz IS NULL THEN RETURN NULL; END IF;
  -- The weekdays with at least one slot: none means no free slot ever.
  SELECT array_agg(DISTINCT w.day_of_week) INTO weekdays
    FROM availability w
    WHERE w.professional_id = pid AND w.is_active
      AND extract(epoch FROM w.end_time) / 60 - extract(epoch FROM w.start_time) / 60 >= dur;
  IF weekdays IS NULL THEN RETURN NULL; END IF;
  local_now := at AT TIME ZONE tz;
  today := local_now::date;
  now_min := extract(hour FROM local_now)::integer * 60 + extract(minute FROM local_now)::integer;
  FOR i IN 0..180 LOOP
    d := today + i;
    CONTINUE WHEN NOT (extract(dow FROM d)::integer = ANY (weekdays));
    SELECT g.m INTO free_min
      FROM (
        SELECT DISTINCT generate_series(
          (extract(epoch FROM w.start_time) / 60)::integer,
          (extract(epoch FROM w.end_time) / 60)::integer - dur,
          dur
        ) AS m
        FROM availability w
        WHERE w.professional_id = pid AND w.is_active AND w.day_of_week = extract(dow FROM d)
      ) g
      WHERE (i > 0 OR g.m > now_min)
        AND NOT EXISTS (
          SELECT 1 FROM appointments a
          WHERE a.professional_id = pid AND a.appointment_date = d
            AND a.status IN ('pending', 'approved', 'confirmed')
            AND NOT (a.status = 'pending' AND a.created_at <= answered_since)
            AND extract(epoch FROM a.start_time) / 60 < g.m + dur
            AND extract(epoch FROM a.end_time) / 60 > g.m
        )
        AND NOT EXISTS (
          SELECT 1 FROM blocked_slots b
          WHERE b.professional_id = pid AND b.date = d
            AND extract(epoch FROM b.start_time) / 60 < g.m + dur
            AND extract(epoch FROM b.end_time) / 60 > g.m
        )
      ORDER BY g.m
      LIMIT 1;
    IF free_min IS NOT NULL THEN
      RETURN (d + make_interval(mins => free_min)) AT TIME ZONE tz;
    END IF;
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The rows that exist today get theirs; from here on the app keeps it (withAgendaLock) and the
-- refresh-next-free job moves it as time passes.
UPDATE professional_profiles SET next_free_at = next_free_slot(user_id, now());
