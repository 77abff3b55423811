CREATE TABLE "att_confirm" (
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
	"month" varchar(7) NOT NULL,
	"confirm_time" timestamp(0) NOT NULL,
	"remark" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "att_overtime" (
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
	"worker_id" bigint,
	"staff_id" bigint,
	"overtime_date" date NOT NULL,
	"start_time" timestamp(0) NOT NULL,
	"end_time" timestamp(0) NOT NULL,
	"hours" numeric(6, 2) NOT NULL,
	"process_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "att_record" (
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
	"worker_id" bigint,
	"staff_id" bigint,
	"attendance_date" date NOT NULL,
	"clock_in_time" timestamp(0) NOT NULL,
	"clock_out_time" timestamp(0),
	"hours" numeric(6, 2) DEFAULT '0' NOT NULL,
	"overtime_hours" numeric(6, 2) DEFAULT '0' NOT NULL,
	"day_type" smallint DEFAULT 0 NOT NULL,
	"source" smallint DEFAULT 4 NOT NULL,
	"scheme_id" bigint,
	"process_id" bigint,
	"remark" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "att_scheme" (
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
	"scheme_name" varchar(100) NOT NULL,
	"holiday_scheme_id" bigint,
	"work_time" varchar(5) NOT NULL,
	"off_time" varchar(5) NOT NULL,
	"clock_card_ip" varchar(200),
	"clock_card_type" smallint DEFAULT 1 NOT NULL,
	"working_hours" numeric(4, 2) DEFAULT '8' NOT NULL,
	"new_day_start_time" varchar(5) DEFAULT '04:00' NOT NULL,
	"clock_card_radius" integer,
	"clock_card_name" varchar(100),
	"is_across" smallint DEFAULT 0 NOT NULL,
	"is_ibeacon" smallint DEFAULT 0 NOT NULL,
	"noon_break_hours" numeric(4, 2) DEFAULT '1' NOT NULL,
	"worker_ids" text DEFAULT '' NOT NULL,
	"project_ids" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "att_holiday" (
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
	"scheme_id" bigint NOT NULL,
	"name" varchar(100) NOT NULL,
	"week" varchar(3) NOT NULL,
	"date" date NOT NULL,
	"is_leave" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "att_holiday_scheme" (
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
	"title" varchar(100) NOT NULL,
	"remark" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "worker_salary_settlement" (
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
	"resign_date" date NOT NULL,
	"period_start" date NOT NULL,
	"total_attendance_days" numeric(6, 2) DEFAULT '0' NOT NULL,
	"total_hours" numeric(8, 2) DEFAULT '0' NOT NULL,
	"total_ot" numeric(8, 2) DEFAULT '0' NOT NULL,
	"basic_hour_wage" numeric(10, 2),
	"basic_monthly_salary" numeric(12, 2),
	"overtime_work_allowance" numeric(10, 2) DEFAULT '0' NOT NULL,
	"total_overtime_pay" numeric(12, 2) DEFAULT '0' NOT NULL,
	"meal_allowance" numeric(12, 2) DEFAULT '0' NOT NULL,
	"additional" numeric(12, 2) DEFAULT '0' NOT NULL,
	"gross_wages" numeric(12, 2) DEFAULT '0' NOT NULL,
	"nett_salary" numeric(12, 2) DEFAULT '0' NOT NULL,
	"settlement_status" smallint DEFAULT 0 NOT NULL,
	"process_id" bigint,
	"process_instance_id" bigint,
	"send_time" timestamp(0),
	"remark" varchar(1000)
);
--> statement-breakpoint
CREATE TABLE "worker_salary_settlement_row" (
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
	"settlement_id" bigint NOT NULL,
	"kind" smallint NOT NULL,
	"item" varchar(50) NOT NULL,
	"item_name" varchar(100) NOT NULL,
	"amount" numeric(12, 2),
	"attendance" numeric(8, 2),
	"settle_amount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "att_confirm_month_uq" ON "att_confirm" USING btree ("tenant_id","month") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "att_overtime_date_idx" ON "att_overtime" USING btree ("tenant_id","overtime_date");--> statement-breakpoint
CREATE UNIQUE INDEX "att_record_worker_day_uq" ON "att_record" USING btree ("tenant_id","worker_id","attendance_date") WHERE is_deleted = 0 and worker_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "att_record_staff_day_uq" ON "att_record" USING btree ("tenant_id","staff_id","attendance_date") WHERE is_deleted = 0 and staff_id is not null;--> statement-breakpoint
CREATE INDEX "att_record_date_idx" ON "att_record" USING btree ("tenant_id","attendance_date");--> statement-breakpoint
CREATE UNIQUE INDEX "att_holiday_scheme_date_uq" ON "att_holiday" USING btree ("tenant_id","scheme_id","date") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "worker_salary_settlement_worker_idx" ON "worker_salary_settlement" USING btree ("tenant_id","worker_id");--> statement-breakpoint
CREATE INDEX "worker_salary_settlement_pi_idx" ON "worker_salary_settlement" USING btree ("process_instance_id");--> statement-breakpoint
CREATE INDEX "worker_salary_settlement_row_idx" ON "worker_salary_settlement_row" USING btree ("tenant_id","settlement_id") WHERE is_deleted = 0;