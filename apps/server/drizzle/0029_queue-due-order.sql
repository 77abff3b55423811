DROP INDEX "sys_job_due_idx";--> statement-breakpoint
CREATE INDEX "sys_outbox_due_idx" ON "sys_outbox" USING btree ("next_attempt_time","id") WHERE state in ('pending', 'running');--> statement-breakpoint
CREATE INDEX "sys_job_due_order_idx" ON "sys_job" USING btree ("next_attempt_time","id") WHERE state in ('pending', 'running');