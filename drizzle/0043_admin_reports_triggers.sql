-- Issue 34, item 4 (decision 0405): the admin reports' daily figures in report_daily, kept by
-- statement-level triggers in the same transaction as every write to appointments, the e-mail
-- outbox and support tickets, whatever code makes it (the app, the seeds, psql). Like the admin
-- counters (decision 0190), each statement appends its deltas (+1 per fact of a new row, -1 per
-- fact of an old one, only the facts that moved) and never updates a shared row; the fold job
-- sums a key's rows back into one. A deleted row keeps its facts: the reports are history (the
-- retention job erases old e-mail records and tickets, not what happened).
--
-- A fact is (São Paulo day, metric), spelled once per table below; an appointment's facts also
-- count under its professional's specialties and city at the time of the change, and always
-- under '' (all).
CREATE OR REPLACE FUNCTION report_day(at timestamptz) RETURNS date
  LANGUAGE sql STABLE AS $$ SELECT (at AT TIME ZONE 'America/Sao_Paulo')::date $$;
--> statement-breakpoint
-- The answer-time histogram's buckets, by upper bound in minutes (ANSWER_TIME_BUCKETS in
-- src/domain/contracts/admin-reports.ts; a test compares them).
CREATE OR REPLACE FUNCTION report_answer_bucket(minutes double precision) RETURNS text
  LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce((SELECT min(b)::text FROM unnest(
    ARRAY[5, 15, 30, 60, 120, 240, 480, 720, 1440, 2880, 4320, 10080]) b WHERE minutes <= b), 'inf')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION appointment_report_facts(
  created_at timestamptz, status appointment_status, answered_at timestamptz,
  cancelled_at timestamptz, status_changed_at timestamptz, updated_at timestamptz,
  cancelled_by role, late_cancellation boolean, no_show_marked_at timestamptz,
  no_show_contested_at timestamptz) RETURNS TABLE (day date, metric text)
  LANGUAGE sql STABLE AS $$
  SELECT report_day(created_at), 'requested'
  UNION ALL
  SELECT report_day(answered_at),
         CASE status WHEN 'rejected' THEN 'rejected' WHEN 'auto_rejected' THEN 'expired'
                     ELSE 'approved' END
   WHERE answered_at IS NOT NULL
  UNION ALL
  SELECT report_day(answered_at),
         'answer.' || report_answer_bucket(extract(epoch FROM answered_at - created_at) / 60)
   WHERE answered_at IS NOT NULL AND status <> 'auto_rejected'
  UNION ALL
  SELECT report_day(coalesce(cancelled_at, status_changed_at, updated_at)),
         'cancelled.' || CASE cancelled_by WHEN 'client' THEN 'client'
                                           WHEN 'professional' THEN 'professional'
                                           ELSE 'admin' END
         || CASE WHEN late_cancellation THEN '.late' ELSE '.on_time' END
   WHERE status = 'cancelled'
  UNION ALL
  SELECT report_day(no_show_marked_at), 'no_show' WHERE no_show_marked_at IS NOT NULL
  UNION ALL
  SELECT report_day(no_show_contested_at), 'no_show_contested'
   WHERE no_show_contested_at IS NOT NULL
$$;
--> statement-breakpoint
-- The keys a professional's facts count under: every specialty and '', their city and ''. The
-- city is the office's, else the home service's, else the account's.
CREATE OR REPLACE FUNCTION professional_report_keys(pro uuid)
  RETURNS TABLE (specialty text, city text) LANGUAGE sql STABLE AS $$
  SELECT s, c
    FROM (SELECT p.specialties, coalesce(p.office_city, p.home_service_city, u.city) AS city
            FROM users u LEFT JOIN professional_profiles p ON p.user_id = u.id
           WHERE u.id = pro) x,
         unnest('{""}'::text[] || coalesce(x.specialties, '{}'::text[])) s,
         unnest(array_remove(ARRAY['', x.city], NULL)) c
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION email_report_facts(
  status text, created_at timestamptz, sent_at timestamptz, next_attempt_at timestamptz)
  RETURNS TABLE (day date, metric text) LANGUAGE sql STABLE AS $$
  SELECT report_day(created_at), 'email.queued'
  UNION ALL
  SELECT report_day(coalesce(sent_at, next_attempt_at)), 'email.sent' WHERE status = 'sent'
  UNION ALL
  SELECT report_day(next_attempt_at), 'email.failed' WHERE status IN ('failed', 'dead')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION support_report_facts(
  status support_ticket_status, created_at timestamptz, closed_at timestamptz)
  RETURNS TABLE (day date, metric text) LANGUAGE sql STABLE AS $$
  SELECT report_day(created_at), 'support.opened'
  UNION ALL
  SELECT report_day(closed_at), 'support.closed' WHERE status = 'closed'
$$;
--> statement-breakpoint
-- When a request was answered and when the status last changed, from the writer's updated_at
-- (the app's clock, decision 0170), else the statement's time. A row inserted already answered
-- (the seeds) was answered at its updated_at.
CREATE OR REPLACE FUNCTION appointments_report_times() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  at timestamptz;
BEGIN
  IF TG_OP = 'INSERT' THEN
    at := greatest(NEW.created_at, coalesce(NEW.updated_at, NEW.created_at));
    NEW.status_changed_at := coalesce(NEW.status_changed_at, at);
    IF NEW.answered_at IS NULL AND (NEW.status IN ('approved', 'confirmed', 'rejected',
        'auto_rejected', 'no_show')
        OR (NEW.status = 'cancelled' AND NEW.cancellation_notice_hours IS NOT NULL)) THEN
      NEW.answered_at := at;
    END IF;
  ELSE
    at := CASE WHEN NEW.updated_at IS DISTINCT FROM OLD.updated_at THEN NEW.updated_at
               ELSE statement_timestamp() END;
    NEW.status_changed_at := at;
    IF OLD.status = 'pending' AND NEW.answered_at IS NULL
       AND NEW.status IN ('approved', 'confirmed', 'rejected', 'auto_rejected') THEN
      NEW.answered_at := at;
    END IF;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION appointments_report_daily() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NOT EXISTS (SELECT FROM new_rows) THEN RETURN NULL; END IF;
    INSERT INTO report_daily (day, specialty, city, metric, value)
    SELECT d.day, k.specialty, k.city, d.metric, sum(d.v)
      FROM (SELECT n.professional_id, f.day, f.metric, count(*) AS v
              FROM new_rows n,
                   appointment_report_facts(n.created_at, n.status, n.answered_at, n.cancelled_at,
                     n.status_changed_at, n.updated_at, n.cancelled_by, n.late_cancellation,
                     n.no_show_marked_at, n.no_show_contested_at) f
             GROUP BY 1, 2, 3) d,
           professional_report_keys(d.professional_id) k
     GROUP BY 1, 2, 3, 4;
  ELSE
    IF NOT EXISTS (SELECT FROM old_rows) THEN RETURN NULL; END IF;
    INSERT INTO report_daily (day, specialty, city, metric, value)
    SELECT d.day, k.specialty, k.city, d.metric, sum(d.v)
      FROM (SELECT professional_id, day, metric, sum(v) AS v FROM (
              SELECT n.professional_id, f.day, f.metric, 1 AS v
                FROM new_rows n,
                     appointment_report_facts(n.created_at, n.status, n.answered_at,
                       n.cancelled_at, n.status_changed_at, n.updated_at, n.cancelled_by,
                       n.late_cancellation, n.no_show_marked_at, n.no_show_contested_at) f
              UNION ALL
              SELECT o.professional_id, f.day, f.metric, -1
                FROM old_rows o,
                     appointment_report_facts(o.created_at, o.status, o.answered_at,
                       o.cancelled_at, o.status_changed_at, o.updated_at, o.cancelled_by,
                       o.late_cancellation, o.no_show_marked_at, o.no_show_contested_at) f) c
             GROUP BY 1, 2, 3 HAVING sum(v) <> 0) d,
           professional_report_keys(d.professional_id) k
     GROUP BY 1, 2, 3, 4;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION email_outbox_report_daily() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NOT EXISTS (SELECT FROM new_rows) THEN RETURN NULL; END IF;
    INSERT INTO report_daily (day, specialty, city, metric, value)
    SELECT f.day, '', '', f.metric, count(*)
      FROM new_rows n, email_report_facts(n.status, n.created_at, n.sent_at, n.next_attempt_at) f
     GROUP BY 1, 4;
  ELSE
    IF NOT EXISTS (SELECT FROM old_rows) THEN RETURN NULL; END IF;
    INSERT INTO report_daily (day, specialty, city, metric, value)
    SELECT day, '', '', metric, sum(v) FROM (
      SELECT f.day, f.metric, 1 AS v
        FROM new_rows n, email_report_facts(n.status, n.created_at, n.sent_at, n.next_attempt_at) f
      UNION ALL
      SELECT f.day, f.metric, -1
        FROM old_rows o, email_report_facts(o.status, o.created_at, o.sent_at, o.next_attempt_at) f) c
     GROUP BY 1, 4 HAVING sum(v) <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION support_tickets_report_daily() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NOT EXISTS (SELECT FROM new_rows) THEN RETURN NULL; END IF;
    INSERT INTO report_daily (day, specialty, city, metric, value)
    SELECT f.day, '', '', f.metric, count(*)
      FROM new_rows n, support_report_facts(n.status, n.created_at, n.closed_at) f
     GROUP BY 1, 4;
  ELSE
    IF NOT EXISTS (SELECT FROM old_rows) THEN RETURN NULL; END IF;
    INSERT INTO report_daily (day, specialty, city, metric, value)
    SELECT day, '', '', metric, sum(v) FROM (
      SELECT f.day, f.metric, 1 AS v
        FROM new_rows n, support_report_facts(n.status, n.created_at, n.closed_at) f
      UNION ALL
      SELECT f.day, f.metric, -1
        FROM old_rows o, support_report_facts(o.status, o.created_at, o.closed_at) f) c
     GROUP BY 1, 4 HAVING sum(v) <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Backfill the times of the rows already there, as well as they can be told: an answered
-- request was answered at its last change, and a session before it started. (Statuses as text:
-- on a new database 'no_show' was added to the enum in this same transaction.)
UPDATE appointments SET
  status_changed_at = coalesce(cancelled_at, no_show_marked_at, updated_at),
  answered_at = CASE
    WHEN status::text IN ('rejected', 'auto_rejected') THEN greatest(created_at, updated_at)
    WHEN status::text IN ('approved', 'confirmed', 'no_show')
      OR (status::text = 'cancelled' AND cancellation_notice_hours IS NOT NULL)
      THEN greatest(created_at, least(updated_at, coalesce(cancelled_at, updated_at), starts_at))
    END
WHERE status::text <> 'pending';
--> statement-breakpoint
CREATE TRIGGER appointments_report_times_insert BEFORE INSERT ON appointments
  FOR EACH ROW WHEN (NEW.status <> 'pending') EXECUTE FUNCTION appointments_report_times();
--> statement-breakpoint
CREATE TRIGGER appointments_report_times_update BEFORE UPDATE ON appointments
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION appointments_report_times();
--> statement-breakpoint
CREATE TRIGGER appointments_report_daily_insert AFTER INSERT ON appointments
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION appointments_report_daily();
--> statement-breakpoint
CREATE TRIGGER appointments_report_daily_update AFTER UPDATE ON appointments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION appointments_report_daily();
--> statement-breakpoint
CREATE TRIGGER email_outbox_report_daily_insert AFTER INSERT ON email_outbox
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION email_outbox_report_daily();
--> statement-breakpoint
CREATE TRIGGER email_outbox_report_daily_update AFTER UPDATE ON email_outbox
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION email_outbox_report_daily();
--> statement-breakpoint
CREATE TRIGGER support_tickets_report_daily_insert AFTER INSERT ON support_tickets
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION support_tickets_report_daily();
--> statement-breakpoint
CREATE TRIGGER support_tickets_report_daily_update AFTER UPDATE ON support_tickets
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION support_tickets_report_daily();
--> statement-breakpoint
-- Backfill the figures from the rows already there. The triggers above exist first, and CREATE
-- TRIGGER holds a lock that keeps other writers out until this migration commits: no row is
-- missed or counted twice.
INSERT INTO report_daily (day, specialty, city, metric, value, folded)
SELECT d.day, k.specialty, k.city, d.metric, sum(d.v), true
  FROM (SELECT a.professional_id, f.day, f.metric, count(*) AS v
          FROM appointments a,
               appointment_report_facts(a.created_at, a.status, a.answered_at, a.cancelled_at,
                 a.status_changed_at, a.updated_at, a.cancelled_by, a.late_cancellation,
                 a.no_show_marked_at, a.no_show_contested_at) f
         GROUP BY 1, 2, 3) d,
       professional_report_keys(d.professional_id) k
 GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO report_daily (day, specialty, city, metric, value, folded)
SELECT f.day, '', '', f.metric, count(*), true
  FROM email_outbox e, email_report_facts(e.status, e.created_at, e.sent_at, e.next_attempt_at) f
 GROUP BY 1, 4;
--> statement-breakpoint
INSERT INTO report_daily (day, specialty, city, metric, value, folded)
SELECT f.day, '', '', f.metric, count(*), true
  FROM support_tickets t, support_report_facts(t.status, t.created_at, t.closed_at) f
 GROUP BY 1, 4;
