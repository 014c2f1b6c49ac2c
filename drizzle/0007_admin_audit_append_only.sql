-- The admin audit trail is append-only whatever code (or person at a SQL prompt) writes to it:
-- UPDATE, DELETE and TRUNCATE raise. A REVOKE would not bind the application, which connects
-- as the table's owner; the trigger does.
CREATE OR REPLACE FUNCTION admin_audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'admin_audit_log is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER admin_audit_log_no_change
  BEFORE UPDATE OR DELETE ON admin_audit_log
  FOR EACH ROW EXECUTE FUNCTION admin_audit_log_append_only();
--> statement-breakpoint
CREATE TRIGGER admin_audit_log_no_truncate
  BEFORE TRUNCATE ON admin_audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION admin_audit_log_append_only();
--> statement-breakpoint
-- The admin's user search matches part of an e-mail (LIKE '%...%') without reading every row.
CREATE INDEX users_email_search_idx ON users USING gin (lower(email) gin_trgm_ops);
