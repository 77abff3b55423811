CREATE TABLE "sys_job" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"name" varchar(100) NOT NULL,
	"key" varchar(200),
	"payload" jsonb,
	"state" varchar(16) DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"create_time" timestamp(0) DEFAULT LOCALTIMESTAMP(0) NOT NULL,
	"next_attempt_time" timestamp(0) DEFAULT LOCALTIMESTAMP(0) NOT NULL,
	"finish_time" timestamp(0)
);
--> statement-breakpoint
CREATE INDEX "sys_job_due_idx" ON "sys_job" USING btree ("state","next_attempt_time");--> statement-breakpoint
CREATE INDEX "sys_job_key_idx" ON "sys_job" USING btree ("name","key");