-- Decision 287: each API process keeps the sessions it has looked up for a few seconds. Whatever can
-- end a session or change what its look-up answers (sign-out, a deactivated account, a new name or
-- phone, a row deleted) tells every process at its commit which accounts changed, and they forget
-- those accounts' sessions; a truncate, or more accounts than a notification holds, says '' (all).
-- Statement-level, so one statement over many rows sends one notification. The trigger's argument
-- names the account's column in its table.
CREATE FUNCTION "notify_session_accounts"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  accounts text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('sankalp_sessions', '');
    RETURN NULL;
  END IF;
  EXECUTE format('SELECT string_agg(DISTINCT %I::text, '','') FROM changed', TG_ARGV[0]) INTO accounts;
  IF accounts IS NOT NULL THEN
    PERFORM pg_notify('sankalp_sessions', CASE WHEN length(accounts) > 7000 THEN '' ELSE accounts END);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_updated" AFTER UPDATE ON "sessions" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_accounts"('user_id');--> statement-breakpoint
CREATE TRIGGER "sessions_deleted" AFTER DELETE ON "sessions" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_accounts"('user_id');--> statement-breakpoint
CREATE TRIGGER "sessions_truncated" AFTER TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_accounts"();--> statement-breakpoint
CREATE TRIGGER "users_updated" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_accounts"('id');--> statement-breakpoint
CREATE TRIGGER "users_deleted" AFTER DELETE ON "users" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_accounts"('id');--> statement-breakpoint
CREATE TRIGGER "users_truncated" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_accounts"();
