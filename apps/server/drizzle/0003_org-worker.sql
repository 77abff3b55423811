CREATE TABLE "worker_company_specialist" (
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
	"company_name" varchar(200) NOT NULL,
	"uen" varchar(50),
	"specialist_id" bigint,
	"contact_person" varchar(100),
	"contact_number" varchar(50)
);
--> statement-breakpoint
CREATE TABLE "worker_specialist" (
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
	"specialist_name" varchar(100) NOT NULL,
	"specialist_code" varchar(50) NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "worker_transition" (
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
	"worker_id" bigint NOT NULL,
	"transition_type" smallint DEFAULT 1 NOT NULL,
	"source_project_id" bigint,
	"source_team_id" bigint,
	"target_project_id" bigint,
	"target_team_id" bigint,
	"transition_date" date NOT NULL,
	"transition_status" smallint DEFAULT 0 NOT NULL,
	"remark" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "worker_info" (
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
	"code" varchar(50),
	"employment_code" varchar(50) NOT NULL,
	"nationality" varchar(2),
	"nric" varchar(30),
	"fin_no" varchar(30),
	"passport_number" varchar(30),
	"passport_expiry_date" date,
	"wp_number" varchar(30),
	"wp_expiry_date" date,
	"mobile_code" varchar(8) DEFAULT '+65' NOT NULL,
	"mobile" varchar(30),
	"email" varchar(100),
	"birthday" date,
	"sex" smallint,
	"project_id" bigint,
	"team_id" bigint,
	"trade_id" bigint,
	"specialist_id" bigint,
	"dormitory" varchar(100),
	"blk" varchar(50),
	"room" varchar(50),
	"bank_name" varchar(100),
	"bank_account_name" varchar(100),
	"bank_account_no" varchar(50),
	"is_supervisor" smallint DEFAULT 0 NOT NULL,
	"team_member_status" smallint DEFAULT 0 NOT NULL,
	"entry_date" date,
	"leave_date" date,
	"user_id" bigint,
	"remark" varchar(1000)
);
--> statement-breakpoint
CREATE TABLE "worker_employment" (
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
	"worker_id" bigint NOT NULL,
	"contract_type" varchar(50),
	"basic_hour_wage" numeric(10, 2),
	"basic_monthly_salary" numeric(12, 2),
	"overtime_rate" numeric(6, 2),
	"meal_allowance" numeric(10, 2),
	"last_working_day" date,
	"remark" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "worker_team" (
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
	"team_name" varchar(100) NOT NULL,
	"project_id" bigint,
	"specialist_id" bigint,
	"supervisor_id" bigint,
	"remark" varchar(500)
);
--> statement-breakpoint
CREATE INDEX "worker_transition_worker_idx" ON "worker_transition" USING btree ("tenant_id","worker_id");--> statement-breakpoint
CREATE UNIQUE INDEX "worker_info_code_uq" ON "worker_info" USING btree ("tenant_id","employment_code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "worker_info_project_team_idx" ON "worker_info" USING btree ("tenant_id","project_id","team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "worker_employment_worker_uq" ON "worker_employment" USING btree ("tenant_id","worker_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "worker_team_project_idx" ON "worker_team" USING btree ("tenant_id","project_id");