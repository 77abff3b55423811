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
CREATE TABLE "staff_info" (
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
	"staff_no" varchar(50) NOT NULL,
	"en_name" varchar(100) NOT NULL,
	"cn_name" varchar(100),
	"sex" smallint,
	"dept_id" bigint,
	"team_id" bigint,
	"business_section_id" bigint,
	"company_id" bigint,
	"project_id" bigint,
	"post_id" bigint,
	"job_title_name" varchar(100),
	"is_supervisor" smallint DEFAULT 0 NOT NULL,
	"employment_code" varchar(50),
	"mobile_code" varchar(8) DEFAULT '+65' NOT NULL,
	"mobile" varchar(30),
	"email" varchar(100),
	"nric" varchar(30),
	"passport_number" varchar(30),
	"passport_expiry_date" date,
	"nationality" varchar(2),
	"race" varchar(50),
	"religion" varchar(50),
	"marital_status" varchar(20),
	"birthday" date,
	"address" varchar(300),
	"entry_date" date,
	"confirmation_date" date,
	"quit_date" date,
	"quit_reason" varchar(500),
	"first_approver" bigint,
	"bank_name" varchar(100),
	"bank_account_name" varchar(100),
	"bank_account_no" varchar(50),
	"basic_salary" numeric(12, 2),
	"user_id" bigint,
	"remark" varchar(1000)
);
--> statement-breakpoint
CREATE TABLE "staff_card_setting" (
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
	"staff_id" bigint NOT NULL,
	"template_id" bigint NOT NULL,
	"card_no" varchar(50),
	"valid_from" date,
	"valid_to" date
);
--> statement-breakpoint
CREATE TABLE "staff_info_cert" (
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
	"staff_id" bigint NOT NULL,
	"cert_name" varchar(200) NOT NULL,
	"cert_no" varchar(100),
	"issuer" varchar(200),
	"issue_date" date,
	"expiry_date" date,
	"attach_ids" varchar(1000)
);
--> statement-breakpoint
CREATE TABLE "staff_info_contact" (
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
	"staff_id" bigint NOT NULL,
	"name" varchar(100) NOT NULL,
	"relationship" varchar(50),
	"mobile" varchar(30) NOT NULL,
	"address" varchar(300)
);
--> statement-breakpoint
CREATE TABLE "staff_info_edu" (
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
	"staff_id" bigint NOT NULL,
	"start_date" date,
	"end_date" date,
	"school" varchar(200) NOT NULL,
	"university_id" bigint,
	"degree" varchar(100),
	"major" varchar(100)
);
--> statement-breakpoint
CREATE TABLE "staff_employment" (
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
	"staff_id" bigint NOT NULL,
	"start_date" date,
	"end_date" date,
	"company_name" varchar(200) NOT NULL,
	"position" varchar(100),
	"last_salary" numeric(12, 2),
	"leave_reason" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "staff_expense_percentage" (
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
	"staff_id" bigint NOT NULL,
	"type" smallint DEFAULT 1 NOT NULL,
	"target_id" bigint NOT NULL,
	"percentage" numeric(5, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_info_family" (
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
	"staff_id" bigint NOT NULL,
	"name" varchar(100) NOT NULL,
	"relationship" varchar(50) NOT NULL,
	"mobile" varchar(30),
	"birthday" date,
	"occupation" varchar(100),
	"nationality" varchar(2)
);
--> statement-breakpoint
CREATE TABLE "staff_project" (
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
	"staff_id" bigint NOT NULL,
	"start_date" date,
	"end_date" date,
	"project_id" bigint NOT NULL,
	"role" varchar(100)
);
--> statement-breakpoint
CREATE TABLE "staff_property_project" (
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
	"staff_id" bigint NOT NULL,
	"start_date" date,
	"end_date" date,
	"project_name" varchar(200) NOT NULL,
	"role" varchar(100),
	"contract_value" varchar(100),
	"remark" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "staff_update_log" (
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
	"staff_id" bigint NOT NULL,
	"changes" text NOT NULL,
	"audit_status" smallint DEFAULT 0 NOT NULL,
	"audit_user" bigint,
	"audit_time" timestamp(0),
	"reason" varchar(500)
);
--> statement-breakpoint
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
CREATE INDEX "base_attendance_address_project_idx" ON "base_attendance_address" USING btree ("tenant_id","project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "base_city_code_uq" ON "base_city" USING btree ("tenant_id","code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "base_country_code_uq" ON "base_country" USING btree ("tenant_id","code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "base_project_code_uq" ON "base_project" USING btree ("tenant_id","project_code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "base_project_role_uq" ON "base_project_role" USING btree ("tenant_id","project_id","role_code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "base_university_code_uq" ON "base_university" USING btree ("tenant_id","code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_info_no_uq" ON "staff_info" USING btree ("tenant_id","staff_no") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "staff_info_dept_idx" ON "staff_info" USING btree ("tenant_id","dept_id");--> statement-breakpoint
CREATE INDEX "staff_info_mobile_idx" ON "staff_info" USING btree ("tenant_id","mobile");--> statement-breakpoint
CREATE INDEX "staff_info_email_idx" ON "staff_info" USING btree ("tenant_id","email");--> statement-breakpoint
CREATE INDEX "staff_update_log_staff_idx" ON "staff_update_log" USING btree ("tenant_id","staff_id");--> statement-breakpoint
CREATE INDEX "worker_transition_worker_idx" ON "worker_transition" USING btree ("tenant_id","worker_id");--> statement-breakpoint
CREATE UNIQUE INDEX "worker_info_code_uq" ON "worker_info" USING btree ("tenant_id","employment_code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "worker_info_project_team_idx" ON "worker_info" USING btree ("tenant_id","project_id","team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "worker_employment_worker_uq" ON "worker_employment" USING btree ("tenant_id","worker_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "worker_team_project_idx" ON "worker_team" USING btree ("tenant_id","project_id");