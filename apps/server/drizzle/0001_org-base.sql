CREATE TABLE "base_attendance_address" (
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
	"project_id" bigint,
	"address_name" varchar(200) NOT NULL,
	"address" varchar(500),
	"latitude" varchar(30),
	"longitude" varchar(30),
	"radius" integer DEFAULT 200 NOT NULL,
	"clock_card_ip" varchar(200),
	"is_ibeacon" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "base_card_template" (
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
	"template_name" varchar(100) NOT NULL,
	"template_code" varchar(50) NOT NULL,
	"card_type" smallint DEFAULT 1 NOT NULL,
	"background" varchar(500),
	"content" varchar(4000),
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "base_city" (
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
	"name" varchar(100) NOT NULL,
	"code" varchar(50) NOT NULL,
	"country_code" varchar(2),
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "base_country" (
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
	"code" varchar(2) NOT NULL,
	"iso3" varchar(3),
	"country_britannica" varchar(100) NOT NULL,
	"chinese_name" varchar(100),
	"phone_code" varchar(10),
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "base_project" (
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
	"project_code" varchar(50) NOT NULL,
	"project_name" varchar(200) NOT NULL,
	"nature" varchar(100),
	"contractors" varchar(500),
	"url" varchar(500),
	"address" varchar(300),
	"start_time" date,
	"period" integer,
	"last_update" date,
	"principal" bigint,
	"company_id" bigint,
	"developer" varchar(200),
	"remark" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "base_project_role" (
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
	"project_id" bigint NOT NULL,
	"role_code" varchar(50) NOT NULL,
	"staff_ids" varchar(2000) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "base_university" (
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
	"name" varchar(200) NOT NULL,
	"code" varchar(50) NOT NULL,
	"country_code" varchar(2),
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "base_attendance_address_project_idx" ON "base_attendance_address" USING btree ("tenant_id","project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "base_city_code_uq" ON "base_city" USING btree ("tenant_id","code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "base_country_code_uq" ON "base_country" USING btree ("tenant_id","code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "base_project_code_uq" ON "base_project" USING btree ("tenant_id","project_code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "base_project_role_uq" ON "base_project_role" USING btree ("tenant_id","project_id","role_code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "base_university_code_uq" ON "base_university" USING btree ("tenant_id","code") WHERE is_deleted = 0;