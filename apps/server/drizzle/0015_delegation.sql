CREATE TABLE "flow_delegation" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp(0) DEFAULT LOCALTIMESTAMP(0) NOT NULL,
	"update_user" bigint,
	"update_time" timestamp(0) DEFAULT LOCALTIMESTAMP(0) NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"user_id" bigint NOT NULL,
	"delegate_user_id" bigint NOT NULL,
	"start_time" timestamp(0) NOT NULL,
	"end_time" timestamp(0) NOT NULL,
	"form_ids" varchar(1000)
);
--> statement-breakpoint
CREATE TABLE "flow_mail_token" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"task_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"action" varchar(10) NOT NULL,
	"expires_at" timestamp(0) NOT NULL,
	"used_at" timestamp(0),
	"create_time" timestamp(0) DEFAULT LOCALTIMESTAMP(0) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flow_activity" ADD COLUMN "on_behalf_of" bigint;--> statement-breakpoint
ALTER TABLE "flow_activity" ADD COLUMN "on_behalf_of_name" varchar(100);--> statement-breakpoint
ALTER TABLE "flow_task" ADD COLUMN "on_behalf_of" bigint;--> statement-breakpoint
CREATE INDEX "flow_delegation_user_idx" ON "flow_delegation" USING btree ("tenant_id","user_id","start_time");--> statement-breakpoint
CREATE UNIQUE INDEX "flow_mail_token_hash_uq" ON "flow_mail_token" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "flow_mail_token_task_idx" ON "flow_mail_token" USING btree ("task_id");