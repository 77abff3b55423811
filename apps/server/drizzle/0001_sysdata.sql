CREATE TABLE "sys_dept_shareholder" (
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
	"dept_id" bigint NOT NULL,
	"name" varchar(100) NOT NULL,
	"contact" varchar(100),
	"stock" varchar(50),
	"email" varchar(100),
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sys_tenant" ADD COLUMN "dict_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "sys_dept_shareholder_dept_idx" ON "sys_dept_shareholder" USING btree ("tenant_id","dept_id");