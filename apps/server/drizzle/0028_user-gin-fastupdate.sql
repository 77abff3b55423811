DROP INDEX "sys_user_dept_ids_idx";--> statement-breakpoint
DROP INDEX "sys_user_role_ids_idx";--> statement-breakpoint
CREATE INDEX "sys_user_dept_ids_idx" ON "sys_user" USING gin (string_to_array("dept_id", ',')) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "sys_user_role_ids_idx" ON "sys_user" USING gin (string_to_array("role_id", ',')) WITH (fastupdate=off);