CREATE TABLE "sys_audit_log" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"user_id" bigint,
	"account" varchar(64),
	"action" varchar(64) NOT NULL,
	"resource" varchar(64) NOT NULL,
	"record_id" varchar(400),
	"method" varchar(8),
	"url" varchar(500),
	"ip" varchar(64),
	"changes" jsonb,
	"create_time" timestamp(0) DEFAULT LOCALTIMESTAMP(0) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_attempt" (
	"key" varchar(200) PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp(0) DEFAULT LOCALTIMESTAMP(0) NOT NULL,
	"locked_until" timestamp(0)
);
--> statement-breakpoint
CREATE TABLE "auth_captcha" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"expire_time" timestamp(0) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_otp" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"purpose" varchar(32) NOT NULL,
	"target" varchar(200) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp(0) DEFAULT LOCALTIMESTAMP(0) NOT NULL,
	"expire_time" timestamp(0) NOT NULL,
	"used_time" timestamp(0)
);
--> statement-breakpoint
CREATE TABLE "auth_session" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"user_id" bigint NOT NULL,
	"client_id" varchar(64) NOT NULL,
	"refresh_hash" varchar(64) NOT NULL,
	"previous_refresh_hash" varchar(64),
	"grant_type" varchar(32) NOT NULL,
	"ip" varchar(64),
	"user_agent" varchar(300),
	"create_time" timestamp(0) DEFAULT LOCALTIMESTAMP(0) NOT NULL,
	"last_refresh_time" timestamp(0),
	"expire_time" timestamp(0) NOT NULL,
	"revoked_time" timestamp(0),
	"revoked_reason" varchar(64)
);
--> statement-breakpoint
CREATE TABLE "sys_outbox" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"channel" varchar(16) NOT NULL,
	"recipient" varchar(300) NOT NULL,
	"subject" varchar(300),
	"body" text NOT NULL,
	"payload" jsonb,
	"state" varchar(16) DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"create_time" timestamp(0) DEFAULT LOCALTIMESTAMP(0) NOT NULL,
	"next_attempt_time" timestamp(0) DEFAULT LOCALTIMESTAMP(0) NOT NULL,
	"sent_time" timestamp(0)
);
--> statement-breakpoint
CREATE TABLE "sys_node" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_node_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"start_time" timestamp(0) DEFAULT LOCALTIMESTAMP(0) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_secret" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"create_time" timestamp(0) DEFAULT LOCALTIMESTAMP(0) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_api_scope" (
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
	"menu_id" bigint NOT NULL,
	"resource_code" varchar(100) NOT NULL,
	"scope_name" varchar(100) NOT NULL,
	"scope_path" varchar(300) NOT NULL,
	"scope_type" smallint DEFAULT 1 NOT NULL,
	"remark" varchar(300)
);
--> statement-breakpoint
CREATE TABLE "sys_app_version" (
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
	"device_mode" varchar(20) DEFAULT 'pc' NOT NULL,
	"app_version" varchar(50) NOT NULL,
	"remark" varchar(1000)
);
--> statement-breakpoint
CREATE TABLE "sys_attach" (
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
	"link" varchar(1000) NOT NULL,
	"domain" varchar(500),
	"name" varchar(500) NOT NULL,
	"original_name" varchar(500) NOT NULL,
	"extension" varchar(20),
	"content_type" varchar(200),
	"attach_size" integer DEFAULT 0 NOT NULL,
	"storage" varchar(20) DEFAULT 'local' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_client" (
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
	"client_id" varchar(64) NOT NULL,
	"client_secret_hash" varchar(200) NOT NULL,
	"resource_ids" varchar(300),
	"scope" varchar(300) DEFAULT 'all' NOT NULL,
	"authorized_grant_types" varchar(300) NOT NULL,
	"web_server_redirect_uri" varchar(300),
	"authorities" varchar(300),
	"access_token_validity" integer DEFAULT 3600 NOT NULL,
	"refresh_token_validity" integer DEFAULT 604800 NOT NULL,
	"additional_information" text,
	"autoapprove" varchar(300)
);
--> statement-breakpoint
CREATE TABLE "sys_data_scope" (
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
	"menu_id" bigint NOT NULL,
	"resource_code" varchar(100) NOT NULL,
	"scope_name" varchar(100) NOT NULL,
	"scope_field" varchar(100),
	"scope_column" varchar(100) DEFAULT 'create_dept' NOT NULL,
	"scope_type" smallint NOT NULL,
	"scope_value" varchar(2000),
	"remark" varchar(300)
);
--> statement-breakpoint
CREATE TABLE "sys_dept" (
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
	"parent_id" bigint DEFAULT '0' NOT NULL,
	"ancestors" varchar(2000) DEFAULT '0' NOT NULL,
	"dept_category" smallint DEFAULT 2 NOT NULL,
	"dept_type" smallint,
	"dept_name" varchar(100) NOT NULL,
	"dept_name_cn" varchar(100),
	"full_name" varchar(200),
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" varchar(300),
	"process_type" varchar(50),
	"template_code" varchar(50),
	"dept_code" varchar(50),
	"dept_level" integer,
	"dept_manager_id" bigint,
	"dept_leader" bigint,
	"uen" varchar(50),
	"reg_code" varchar(50),
	"reg_address" varchar(300),
	"office_location" varchar(300),
	"email" varchar(100),
	"contact" varchar(50),
	"fax" varchar(50),
	"website" varchar(200),
	"employer_cpf_uen" varchar(50)
);
--> statement-breakpoint
CREATE TABLE "sys_dict" (
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
	"parent_id" bigint DEFAULT '0' NOT NULL,
	"code" varchar(100) NOT NULL,
	"dict_key" varchar(100) DEFAULT '-1' NOT NULL,
	"dict_value" varchar(300) NOT NULL,
	"dict_value_i18n" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" varchar(300),
	"is_sealed" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_dict_biz" (
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
	"parent_id" bigint DEFAULT '0' NOT NULL,
	"code" varchar(100) NOT NULL,
	"dict_key" varchar(100) DEFAULT '-1' NOT NULL,
	"dict_value" varchar(300) NOT NULL,
	"dict_value_i18n" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" varchar(300),
	"is_sealed" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_menu" (
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
	"parent_id" bigint DEFAULT '0' NOT NULL,
	"code" varchar(100) NOT NULL,
	"name" varchar(100) NOT NULL,
	"alias" varchar(100),
	"path" varchar(300),
	"source" varchar(100),
	"sort" integer DEFAULT 0 NOT NULL,
	"category" smallint DEFAULT 1 NOT NULL,
	"action" smallint DEFAULT 0 NOT NULL,
	"is_open" smallint DEFAULT 1 NOT NULL,
	"component" varchar(300),
	"remark" varchar(300)
);
--> statement-breakpoint
CREATE TABLE "sys_oss" (
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
	"oss_code" varchar(50),
	"category" varchar(20) NOT NULL,
	"endpoint" varchar(300),
	"access_key" varchar(300),
	"secret_key" varchar(300),
	"bucket_name" varchar(100),
	"app_id" varchar(100),
	"region" varchar(100),
	"remark" varchar(300)
);
--> statement-breakpoint
CREATE TABLE "sys_param" (
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
	"param_name" varchar(100) NOT NULL,
	"param_key" varchar(100) NOT NULL,
	"param_value" text NOT NULL,
	"remark" varchar(300)
);
--> statement-breakpoint
CREATE TABLE "sys_post" (
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
	"category" integer DEFAULT 1 NOT NULL,
	"post_code" varchar(50) NOT NULL,
	"post_name" varchar(100) NOT NULL,
	"post_sort" integer DEFAULT 0 NOT NULL,
	"remark" varchar(300)
);
--> statement-breakpoint
CREATE TABLE "sys_role" (
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
	"parent_id" bigint DEFAULT '0' NOT NULL,
	"role_name" varchar(64) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"role_alias" varchar(64) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_role_menu" (
	"id" bigint PRIMARY KEY NOT NULL,
	"role_id" bigint NOT NULL,
	"menu_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_role_scope" (
	"id" bigint PRIMARY KEY NOT NULL,
	"scope_category" smallint NOT NULL,
	"scope_id" bigint NOT NULL,
	"role_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_tenant" (
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
	"tenant_name" varchar(100) NOT NULL,
	"domain" varchar(200),
	"contact_person" varchar(50),
	"contact_number" varchar(50),
	"address" varchar(300),
	"perm_version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_user" (
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
	"code" varchar(50),
	"user_type" integer DEFAULT 1 NOT NULL,
	"account" varchar(64) NOT NULL,
	"password" varchar(200) NOT NULL,
	"name" varchar(50),
	"real_name" varchar(50),
	"avatar" varchar(500),
	"email" varchar(100),
	"phone" varchar(45),
	"birthday" timestamp(0),
	"sex" smallint,
	"role_id" varchar(1000) DEFAULT '' NOT NULL,
	"dept_id" varchar(1000) DEFAULT '' NOT NULL,
	"post_id" varchar(1000) DEFAULT '' NOT NULL,
	"staff_id" bigint,
	"worker_id" bigint,
	"first_approver" bigint,
	"is_initial_password" smallint DEFAULT 1 NOT NULL,
	"password_time" timestamp(0) DEFAULT LOCALTIMESTAMP(0) NOT NULL,
	"last_login_time" timestamp(0)
);
--> statement-breakpoint
CREATE TABLE "sys_user_feedback" (
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
	"title" varchar(200) NOT NULL,
	"type" varchar(50),
	"content" text NOT NULL,
	"reply" text,
	"process_user" bigint,
	"process_time" timestamp(0)
);
--> statement-breakpoint
CREATE INDEX "sys_audit_log_tenant_time_idx" ON "sys_audit_log" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "auth_otp_target_idx" ON "auth_otp" USING btree ("tenant_id","purpose","target");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_session_refresh_uq" ON "auth_session" USING btree ("refresh_hash");--> statement-breakpoint
CREATE INDEX "auth_session_user_idx" ON "auth_session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sys_outbox_pending_idx" ON "sys_outbox" USING btree ("state","next_attempt_time");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_client_uq" ON "sys_client" USING btree ("client_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "sys_dept_parent_idx" ON "sys_dept" USING btree ("tenant_id","parent_id");--> statement-breakpoint
CREATE INDEX "sys_dict_code_idx" ON "sys_dict" USING btree ("code","parent_id");--> statement-breakpoint
CREATE INDEX "sys_dict_biz_code_idx" ON "sys_dict_biz" USING btree ("tenant_id","code","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_role_menu_uq" ON "sys_role_menu" USING btree ("role_id","menu_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_role_scope_uq" ON "sys_role_scope" USING btree ("role_id","scope_category","scope_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_user_account_uq" ON "sys_user" USING btree ("tenant_id","account") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "sys_user_phone_idx" ON "sys_user" USING btree ("tenant_id","phone");--> statement-breakpoint
CREATE INDEX "sys_user_email_idx" ON "sys_user" USING btree ("tenant_id","email");