CREATE TABLE "base_template_field" (
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
	"form_id" bigint NOT NULL,
	"field_name" varchar(64) NOT NULL,
	"field_label" varchar(200) NOT NULL,
	"field_type" varchar(30) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"search" smallint DEFAULT 0 NOT NULL,
	"required" smallint DEFAULT 0 NOT NULL,
	"span" integer DEFAULT 24 NOT NULL,
	"dict_code" varchar(100),
	"placeholder" varchar(200),
	"form_edit_disabled" smallint DEFAULT 0 NOT NULL,
	"field_option" text,
	"default_value" varchar(500),
	"format_option" text
);
--> statement-breakpoint
CREATE TABLE "base_template_form" (
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
	"form_name" varchar(100) NOT NULL,
	"process_key" varchar(64) NOT NULL,
	"category" smallint DEFAULT 1 NOT NULL,
	"process_type" integer,
	"router_name" varchar(100),
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "flow_activity" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"instance_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"element_id" varchar(100) NOT NULL,
	"element_type" varchar(20) NOT NULL,
	"name" varchar(200) DEFAULT '' NOT NULL,
	"task_id" bigint,
	"assignee" bigint,
	"assignee_name" varchar(100),
	"start_time" timestamp(0) NOT NULL,
	"end_time" timestamp(0),
	"pass" smallint,
	"comment" varchar(1000)
);
--> statement-breakpoint
CREATE TABLE "flow_definition" (
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
	"process_key" varchar(64) NOT NULL,
	"name" varchar(200) NOT NULL,
	"def_version" integer NOT NULL,
	"xml" text NOT NULL,
	"form_id" bigint
);
--> statement-breakpoint
CREATE TABLE "flow_instance" (
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
	"process_instance_id" bigint,
	"form_id" bigint NOT NULL,
	"form_name" varchar(100) NOT NULL,
	"process_key" varchar(64) NOT NULL,
	"definition_id" bigint,
	"category" smallint DEFAULT 1 NOT NULL,
	"flow_status" varchar(20) DEFAULT 'draft' NOT NULL,
	"initiator_name" varchar(100),
	"values" text DEFAULT '{}' NOT NULL,
	"state" text,
	"router" varchar(300),
	"start_time" timestamp(0),
	"end_time" timestamp(0),
	"hr_audited" smallint DEFAULT 0 NOT NULL,
	"hr_audit_user" bigint,
	"hr_audit_time" timestamp(0)
);
--> statement-breakpoint
CREATE TABLE "flow_message" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"user_id" bigint NOT NULL,
	"instance_id" bigint,
	"category" varchar(20) NOT NULL,
	"title" varchar(300) NOT NULL,
	"content" varchar(1000),
	"router" varchar(300),
	"is_read" smallint DEFAULT 0 NOT NULL,
	"create_time" timestamp(0) DEFAULT LOCALTIMESTAMP(0) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flow_share" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"instance_id" bigint NOT NULL,
	"recipient_id" bigint NOT NULL,
	"recipient_name" varchar(100),
	"shared_by" bigint NOT NULL,
	"create_time" timestamp(0) DEFAULT LOCALTIMESTAMP(0) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flow_task" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"instance_id" bigint NOT NULL,
	"activation_id" bigint NOT NULL,
	"element_id" varchar(100) NOT NULL,
	"name" varchar(200) DEFAULT '' NOT NULL,
	"assignee" bigint NOT NULL,
	"assignee_name" varchar(100),
	"mode" varchar(10) DEFAULT 'single' NOT NULL,
	"task_status" varchar(20) DEFAULT 'open' NOT NULL,
	"comment" varchar(1000),
	"create_time" timestamp(0) DEFAULT LOCALTIMESTAMP(0) NOT NULL,
	"end_time" timestamp(0),
	"due_time" timestamp(0),
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flow_task_action" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"instance_id" bigint NOT NULL,
	"task_id" bigint,
	"action" varchar(20) NOT NULL,
	"user_id" bigint,
	"comment" varchar(1000),
	"create_time" timestamp(0) DEFAULT LOCALTIMESTAMP(0) NOT NULL
);
--> statement-breakpoint
CREATE INDEX "base_template_field_form_idx" ON "base_template_field" USING btree ("tenant_id","form_id");--> statement-breakpoint
CREATE INDEX "base_template_form_key_idx" ON "base_template_form" USING btree ("tenant_id","process_key");--> statement-breakpoint
CREATE INDEX "flow_activity_instance_idx" ON "flow_activity" USING btree ("instance_id","seq");--> statement-breakpoint
CREATE INDEX "flow_activity_task_idx" ON "flow_activity" USING btree ("task_id");--> statement-breakpoint
CREATE UNIQUE INDEX "flow_definition_key_version_uq" ON "flow_definition" USING btree ("tenant_id","process_key","def_version");--> statement-breakpoint
CREATE UNIQUE INDEX "flow_instance_pi_uq" ON "flow_instance" USING btree ("process_instance_id");--> statement-breakpoint
CREATE INDEX "flow_instance_user_idx" ON "flow_instance" USING btree ("tenant_id","create_user","create_time");--> statement-breakpoint
CREATE INDEX "flow_instance_status_idx" ON "flow_instance" USING btree ("tenant_id","flow_status","create_time");--> statement-breakpoint
CREATE INDEX "flow_message_user_idx" ON "flow_message" USING btree ("tenant_id","user_id","is_read","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "flow_share_uq" ON "flow_share" USING btree ("instance_id","recipient_id");--> statement-breakpoint
CREATE INDEX "flow_share_recipient_idx" ON "flow_share" USING btree ("tenant_id","recipient_id","create_time");--> statement-breakpoint
CREATE INDEX "flow_task_assignee_idx" ON "flow_task" USING btree ("tenant_id","assignee","task_status","create_time");--> statement-breakpoint
CREATE INDEX "flow_task_instance_idx" ON "flow_task" USING btree ("instance_id");--> statement-breakpoint
CREATE INDEX "flow_task_due_idx" ON "flow_task" USING btree ("due_time") WHERE task_status = 'open' and due_time is not null;--> statement-breakpoint
CREATE INDEX "flow_task_action_instance_idx" ON "flow_task_action" USING btree ("instance_id");--> statement-breakpoint
CREATE INDEX "flow_task_action_task_idx" ON "flow_task_action" USING btree ("task_id");