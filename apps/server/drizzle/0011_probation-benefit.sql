CREATE TABLE "staff_contract_term" (
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
	"contract_start_date" date,
	"contract_end_date" date NOT NULL,
	"renewal_status" smallint DEFAULT 0 NOT NULL,
	"remark" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "staff_positive_record" (
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
	"entry_date" date,
	"original_end_date" date NOT NULL,
	"probation_end_date" date NOT NULL,
	"extend_count" integer DEFAULT 0 NOT NULL,
	"extended_months" integer DEFAULT 0 NOT NULL,
	"record_status" smallint DEFAULT 0 NOT NULL,
	"process_id" bigint,
	"leader_id" bigint,
	"result" smallint,
	"score" varchar(10),
	"leader_comment" varchar(1000),
	"hr_comment" varchar(1000),
	"assessed_time" timestamp(0),
	"notified_time" timestamp(0),
	"pass_message_time" timestamp(0),
	"remark" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "staff_probation_notice" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"kind" varchar(30) NOT NULL,
	"staff_id" bigint NOT NULL,
	"due_date" date NOT NULL,
	"create_time" timestamp(0) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_benefit_claim" (
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
	"benefit_id" bigint NOT NULL,
	"year" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"process_id" bigint NOT NULL,
	"claim_status" varchar(20) DEFAULT 'pending' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "base_info_benefit_level" (
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
	"benefit_id" bigint NOT NULL,
	"level" varchar(20) NOT NULL,
	"amount" numeric(12, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "base_info_benefit" (
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
	"benefit_name" varchar(100) NOT NULL,
	"benefit_code" varchar(50) NOT NULL,
	"description" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "staff_benefit_level" (
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
	"level" varchar(20) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "staff_contract_term_staff_uq" ON "staff_contract_term" USING btree ("tenant_id","staff_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "staff_contract_term_end_idx" ON "staff_contract_term" USING btree ("tenant_id","contract_end_date");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_positive_record_open_uq" ON "staff_positive_record" USING btree ("tenant_id","staff_id") WHERE is_deleted = 0 and record_status in (0, 1);--> statement-breakpoint
CREATE INDEX "staff_positive_record_status_idx" ON "staff_positive_record" USING btree ("tenant_id","record_status","probation_end_date");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_probation_notice_uq" ON "staff_probation_notice" USING btree ("tenant_id","kind","staff_id","due_date");--> statement-breakpoint
CREATE INDEX "staff_benefit_claim_staff_idx" ON "staff_benefit_claim" USING btree ("tenant_id","staff_id","benefit_id","year");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_benefit_claim_process_uq" ON "staff_benefit_claim" USING btree ("process_id");--> statement-breakpoint
CREATE UNIQUE INDEX "base_info_benefit_level_uq" ON "base_info_benefit_level" USING btree ("tenant_id","benefit_id","level") WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "base_info_benefit_code_uq" ON "base_info_benefit" USING btree ("tenant_id","benefit_code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_benefit_level_staff_uq" ON "staff_benefit_level" USING btree ("tenant_id","staff_id") WHERE is_deleted = 0;