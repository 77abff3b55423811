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
CREATE UNIQUE INDEX "staff_info_no_uq" ON "staff_info" USING btree ("tenant_id","staff_no") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "staff_info_dept_idx" ON "staff_info" USING btree ("tenant_id","dept_id");--> statement-breakpoint
CREATE INDEX "staff_info_mobile_idx" ON "staff_info" USING btree ("tenant_id","mobile");--> statement-breakpoint
CREATE INDEX "staff_info_email_idx" ON "staff_info" USING btree ("tenant_id","email");--> statement-breakpoint
CREATE INDEX "staff_update_log_staff_idx" ON "staff_update_log" USING btree ("tenant_id","staff_id");