-- A session, user, tenant or client row changed: every listening connection hears it on channel
-- hr_auth_changed, and the session cache of each process stops serving what it read before
-- (platform/auth/session-cache.ts). One notification per statement; identical ones of a transaction fold into one.
CREATE FUNCTION "hr_auth_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hr_auth_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "auth_session_changed" AFTER UPDATE OR DELETE OR TRUNCATE ON "auth_session" FOR EACH STATEMENT EXECUTE FUNCTION "hr_auth_changed"();
--> statement-breakpoint
CREATE TRIGGER "sys_user_changed" AFTER UPDATE OR DELETE OR TRUNCATE ON "sys_user" FOR EACH STATEMENT EXECUTE FUNCTION "hr_auth_changed"();
--> statement-breakpoint
CREATE TRIGGER "sys_tenant_changed" AFTER UPDATE OR DELETE OR TRUNCATE ON "sys_tenant" FOR EACH STATEMENT EXECUTE FUNCTION "hr_auth_changed"();
--> statement-breakpoint
CREATE TRIGGER "sys_client_changed" AFTER UPDATE OR DELETE OR TRUNCATE ON "sys_client" FOR EACH STATEMENT EXECUTE FUNCTION "hr_auth_changed"();
