CREATE TABLE "leave_record" (
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
	"user_type" smallint DEFAULT 1 NOT NULL,
	"staff_id" bigint,
	"worker_id" bigint,
	"person_user_id" bigint,
	"dept_id" bigint,
	"staff_no" varchar(50),
	"staff_name" varchar(100),
	"vacation_info_id" bigint NOT NULL,
	"vacation_name" varchar(100),
	"credit_id" bigint,
	"leave_days" numeric(6, 1) NOT NULL,
	"leave_unit" numeric(2, 1) DEFAULT 1 NOT NULL,
	"leave_period" varchar(10),
	"leave_start_time" timestamp(0) NOT NULL,
	"leave_end_time" timestamp(0) NOT NULL,
	"is_leave" smallint DEFAULT 0 NOT NULL,
	"departure_date" date,
	"arrival_date" date,
	"leave_reason" varchar(1000),
	"ticket_ids" varchar(500),
	"leave_status" smallint DEFAULT 0 NOT NULL,
	"flow_instance_id" bigint,
	"process_instance_id" varchar(64),
	"cancel_instance_id" bigint
);
--> statement-breakpoint
CREATE TABLE "base_vacation_credit" (
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
	"user_type" smallint NOT NULL,
	"person_id" bigint NOT NULL,
	"dept_id" bigint,
	"vacation_info_id" bigint NOT NULL,
	"start_date" date NOT NULL,
	"expire_date" date NOT NULL,
	"days" numeric(6, 1) DEFAULT 0 NOT NULL,
	"used_days" numeric(6, 1) DEFAULT 0 NOT NULL,
	"pending_days" numeric(6, 1) DEFAULT 0 NOT NULL,
	"remark" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "base_vacation_info" (
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
	"type" varchar(30) NOT NULL,
	"day" numeric(6, 1) DEFAULT 0 NOT NULL,
	"min_day" numeric(6, 1) DEFAULT 0.5 NOT NULL,
	"max_day" numeric(6, 1),
	"have_salary" smallint DEFAULT 1 NOT NULL,
	"sex" smallint,
	"min_age" integer,
	"max_age" integer,
	"min_service" integer,
	"nationality" varchar(200),
	"marital" varchar(100),
	"adjust" smallint DEFAULT 1 NOT NULL,
	"user_type" smallint DEFAULT 1 NOT NULL,
	"leave_type" smallint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "base_vacation_rule" (
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
	"vacation_info_id" bigint NOT NULL,
	"basis" varchar(20) DEFAULT 'service' NOT NULL,
	"name" varchar(100),
	"remark" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "base_vacation_rule_value" (
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
	"rule_id" bigint NOT NULL,
	"vacation_info_id" bigint NOT NULL,
	"min_value" integer DEFAULT 0 NOT NULL,
	"max_value" integer,
	"day" numeric(6, 1) NOT NULL
);
--> statement-breakpoint
CREATE INDEX "leave_record_person_idx" ON "leave_record" USING btree ("tenant_id","user_type","staff_id","worker_id");--> statement-breakpoint
CREATE INDEX "leave_record_time_idx" ON "leave_record" USING btree ("tenant_id","leave_start_time");--> statement-breakpoint
CREATE INDEX "leave_record_flow_idx" ON "leave_record" USING btree ("flow_instance_id");--> statement-breakpoint
CREATE UNIQUE INDEX "base_vacation_credit_uq" ON "base_vacation_credit" USING btree ("tenant_id","user_type","person_id","vacation_info_id","start_date") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "base_vacation_credit_person_idx" ON "base_vacation_credit" USING btree ("tenant_id","person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "base_vacation_info_type_uq" ON "base_vacation_info" USING btree ("tenant_id","user_type","type") WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "base_vacation_rule_type_uq" ON "base_vacation_rule" USING btree ("tenant_id","vacation_info_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "base_vacation_rule_value_rule_idx" ON "base_vacation_rule_value" USING btree ("tenant_id","rule_id");