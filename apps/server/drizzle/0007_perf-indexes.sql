CREATE INDEX "sys_user_dept_ids_idx" ON "sys_user" USING gin (string_to_array("dept_id", ','));--> statement-breakpoint
CREATE INDEX "sys_user_staff_idx" ON "sys_user" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "sys_user_worker_idx" ON "sys_user" USING btree ("worker_id");--> statement-breakpoint
CREATE INDEX "flow_task_done_idx" ON "flow_task" USING btree ("tenant_id","assignee","end_time") WHERE task_status in ('approved', 'rejected');