-- A form, its fields, a process definition or a webhook endpoint was written: every listening connection hears it
-- on channel hr_config_changed, and each process's caches of those rows stop serving what they read before
-- (platform/db/feed-cache.ts: a start's form, definition and fields, a tenant's webhook endpoints). One notification
-- per statement; identical ones of a transaction fold into one.
CREATE FUNCTION "hr_config_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hr_config_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "base_template_form_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "base_template_form" FOR EACH STATEMENT EXECUTE FUNCTION "hr_config_changed"();
--> statement-breakpoint
CREATE TRIGGER "base_template_field_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "base_template_field" FOR EACH STATEMENT EXECUTE FUNCTION "hr_config_changed"();
--> statement-breakpoint
CREATE TRIGGER "flow_definition_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "flow_definition" FOR EACH STATEMENT EXECUTE FUNCTION "hr_config_changed"();
--> statement-breakpoint
CREATE TRIGGER "sys_webhook_endpoint_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sys_webhook_endpoint" FOR EACH STATEMENT EXECUTE FUNCTION "hr_config_changed"();
