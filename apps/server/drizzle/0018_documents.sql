CREATE TABLE "doc_batch" (
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
	"kind" varchar(20) NOT NULL,
	"period" varchar(7) NOT NULL,
	"item_ids" jsonb NOT NULL,
	"total" integer NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"state" varchar(20) DEFAULT 'pending' NOT NULL,
	"attach_id" bigint,
	"error" varchar(500),
	"finish_time" timestamp(0)
);
--> statement-breakpoint
ALTER TABLE "sys_dept" ADD COLUMN "logo" bigint;--> statement-breakpoint
ALTER TABLE "doc_signature" ADD COLUMN "attach_id" bigint;--> statement-breakpoint
CREATE INDEX "doc_batch_user_idx" ON "doc_batch" USING btree ("tenant_id","create_user");