CREATE TABLE "sys_webhook_delivery" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"endpoint_id" bigint NOT NULL,
	"outbox_id" bigint NOT NULL,
	"event_id" varchar(40) NOT NULL,
	"event" varchar(40) NOT NULL,
	"attempt" integer NOT NULL,
	"status_code" integer,
	"success" smallint NOT NULL,
	"duration_ms" integer NOT NULL,
	"error" text,
	"create_time" timestamp(0) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_webhook_endpoint" (
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
	"name" varchar(100),
	"url" varchar(1000) NOT NULL,
	"events" varchar(1000) NOT NULL,
	"enabled" smallint DEFAULT 1 NOT NULL,
	"secret" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_calendar_feed" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"user_id" bigint NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"token_hint" varchar(8) NOT NULL,
	"create_time" timestamp(0) NOT NULL,
	"last_used_time" timestamp(0),
	"revoke_time" timestamp(0)
);
--> statement-breakpoint
CREATE INDEX "sys_webhook_delivery_endpoint_idx" ON "sys_webhook_delivery" USING btree ("tenant_id","endpoint_id","create_time");--> statement-breakpoint
CREATE INDEX "sys_webhook_endpoint_tenant_idx" ON "sys_webhook_endpoint" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_calendar_feed_token_uq" ON "sys_calendar_feed" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sys_calendar_feed_user_idx" ON "sys_calendar_feed" USING btree ("tenant_id","user_id");