-- Every date-time becomes an instant (timestamptz): the stored values were UTC wall times (the server wrote its
-- clock in UTC and its sessions ran in UTC), read here as UTC, so no instant moves whatever the session's zone.
-- One statement per table: the table is rewritten once. Defaults: the transaction's instant (CURRENT_TIMESTAMP),
-- not the session's wall time (LOCALTIMESTAMP).
ALTER TABLE "sys_audit_log"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0);--> statement-breakpoint
ALTER TABLE "auth_attempt"
  ALTER COLUMN "window_start" SET DATA TYPE timestamp(0) with time zone USING "window_start" AT TIME ZONE 'UTC',
  ALTER COLUMN "window_start" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "locked_until" SET DATA TYPE timestamp(0) with time zone USING "locked_until" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "auth_captcha"
  ALTER COLUMN "expire_time" SET DATA TYPE timestamp(0) with time zone USING "expire_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "auth_otp"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "expire_time" SET DATA TYPE timestamp(0) with time zone USING "expire_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "used_time" SET DATA TYPE timestamp(0) with time zone USING "used_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "auth_session"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "last_refresh_time" SET DATA TYPE timestamp(0) with time zone USING "last_refresh_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "expire_time" SET DATA TYPE timestamp(0) with time zone USING "expire_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "revoked_time" SET DATA TYPE timestamp(0) with time zone USING "revoked_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "auth_used_token"
  ALTER COLUMN "expire_time" SET DATA TYPE timestamp(0) with time zone USING "expire_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "sys_outbox"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "next_attempt_time" SET DATA TYPE timestamp(0) with time zone USING "next_attempt_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "next_attempt_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "sent_time" SET DATA TYPE timestamp(0) with time zone USING "sent_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "sys_job"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "next_attempt_time" SET DATA TYPE timestamp(0) with time zone USING "next_attempt_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "next_attempt_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "finish_time" SET DATA TYPE timestamp(0) with time zone USING "finish_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "sys_node"
  ALTER COLUMN "start_time" SET DATA TYPE timestamp(0) with time zone USING "start_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "start_time" SET DEFAULT CURRENT_TIMESTAMP(0);--> statement-breakpoint
ALTER TABLE "sys_secret"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0);--> statement-breakpoint
ALTER TABLE "sys_api_scope"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0);--> statement-breakpoint
ALTER TABLE "sys_app_version"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0);--> statement-breakpoint
ALTER TABLE "sys_attach"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0);--> statement-breakpoint
ALTER TABLE "sys_client"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0);--> statement-breakpoint
ALTER TABLE "sys_data_scope"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0);--> statement-breakpoint
ALTER TABLE "sys_dept"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0);--> statement-breakpoint
ALTER TABLE "sys_dept_shareholder"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0);--> statement-breakpoint
ALTER TABLE "sys_dict"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0);--> statement-breakpoint
ALTER TABLE "sys_dict_biz"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0);--> statement-breakpoint
ALTER TABLE "sys_menu"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0);--> statement-breakpoint
ALTER TABLE "sys_oss"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0);--> statement-breakpoint
ALTER TABLE "sys_param"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0);--> statement-breakpoint
ALTER TABLE "sys_post"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0);--> statement-breakpoint
ALTER TABLE "sys_role"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0);--> statement-breakpoint
ALTER TABLE "sys_tenant"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0);--> statement-breakpoint
ALTER TABLE "sys_user"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "birthday" SET DATA TYPE timestamp(0) with time zone USING "birthday" AT TIME ZONE 'UTC',
  ALTER COLUMN "password_time" SET DATA TYPE timestamp(0) with time zone USING "password_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "password_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "last_login_time" SET DATA TYPE timestamp(0) with time zone USING "last_login_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "sys_user_feedback"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "process_time" SET DATA TYPE timestamp(0) with time zone USING "process_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "base_template_field"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0);--> statement-breakpoint
ALTER TABLE "base_template_form"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0);--> statement-breakpoint
ALTER TABLE "flow_activity"
  ALTER COLUMN "start_time" SET DATA TYPE timestamp(0) with time zone USING "start_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "end_time" SET DATA TYPE timestamp(0) with time zone USING "end_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "flow_definition"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0);--> statement-breakpoint
ALTER TABLE "flow_delegation"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "start_time" SET DATA TYPE timestamp(0) with time zone USING "start_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "end_time" SET DATA TYPE timestamp(0) with time zone USING "end_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "flow_instance"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "start_time" SET DATA TYPE timestamp(0) with time zone USING "start_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "end_time" SET DATA TYPE timestamp(0) with time zone USING "end_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "hr_audit_time" SET DATA TYPE timestamp(0) with time zone USING "hr_audit_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "flow_mail_token"
  ALTER COLUMN "expires_at" SET DATA TYPE timestamp(0) with time zone USING "expires_at" AT TIME ZONE 'UTC',
  ALTER COLUMN "used_at" SET DATA TYPE timestamp(0) with time zone USING "used_at" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0);--> statement-breakpoint
ALTER TABLE "flow_message"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0);--> statement-breakpoint
ALTER TABLE "flow_share"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0);--> statement-breakpoint
ALTER TABLE "flow_task"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "end_time" SET DATA TYPE timestamp(0) with time zone USING "end_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "due_time" SET DATA TYPE timestamp(0) with time zone USING "due_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "flow_task_action"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0);--> statement-breakpoint
ALTER TABLE "base_attendance_address"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0);--> statement-breakpoint
ALTER TABLE "base_card_template"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0);--> statement-breakpoint
ALTER TABLE "base_city"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0);--> statement-breakpoint
ALTER TABLE "base_country"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0);--> statement-breakpoint
ALTER TABLE "base_project"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0);--> statement-breakpoint
ALTER TABLE "base_project_role"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0);--> statement-breakpoint
ALTER TABLE "base_university"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0);--> statement-breakpoint
ALTER TABLE "staff_info"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0);--> statement-breakpoint
ALTER TABLE "staff_card_setting"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0);--> statement-breakpoint
ALTER TABLE "staff_info_cert"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0);--> statement-breakpoint
ALTER TABLE "staff_info_contact"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0);--> statement-breakpoint
ALTER TABLE "staff_info_edu"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0);--> statement-breakpoint
ALTER TABLE "staff_employment"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0);--> statement-breakpoint
ALTER TABLE "staff_expense_percentage"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0);--> statement-breakpoint
ALTER TABLE "staff_info_family"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0);--> statement-breakpoint
ALTER TABLE "staff_project"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0);--> statement-breakpoint
ALTER TABLE "staff_property_project"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0);--> statement-breakpoint
ALTER TABLE "staff_update_log"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "audit_time" SET DATA TYPE timestamp(0) with time zone USING "audit_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "worker_company_specialist"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0);--> statement-breakpoint
ALTER TABLE "worker_specialist"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0);--> statement-breakpoint
ALTER TABLE "worker_transition"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0);--> statement-breakpoint
ALTER TABLE "worker_info"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0);--> statement-breakpoint
ALTER TABLE "worker_employment"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0);--> statement-breakpoint
ALTER TABLE "worker_team"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0);--> statement-breakpoint
ALTER TABLE "dwell_building"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0);--> statement-breakpoint
ALTER TABLE "dwell_plot"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0);--> statement-breakpoint
ALTER TABLE "dwell_room"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0);--> statement-breakpoint
ALTER TABLE "dwell_room_ref"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0);--> statement-breakpoint
ALTER TABLE "leave_record"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "leave_start_time" SET DATA TYPE timestamp(0) with time zone USING "leave_start_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "leave_end_time" SET DATA TYPE timestamp(0) with time zone USING "leave_end_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "base_vacation_credit"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0);--> statement-breakpoint
ALTER TABLE "base_vacation_info"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0);--> statement-breakpoint
ALTER TABLE "base_vacation_rule"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0);--> statement-breakpoint
ALTER TABLE "base_vacation_rule_value"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0);--> statement-breakpoint
ALTER TABLE "recruit_interview"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "interview_date" SET DATA TYPE timestamp(0) with time zone USING "interview_date" AT TIME ZONE 'UTC',
  ALTER COLUMN "invitation_time" SET DATA TYPE timestamp(0) with time zone USING "invitation_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "resume_time" SET DATA TYPE timestamp(0) with time zone USING "resume_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "evaluation_time" SET DATA TYPE timestamp(0) with time zone USING "evaluation_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "hod_time" SET DATA TYPE timestamp(0) with time zone USING "hod_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "result_email_time" SET DATA TYPE timestamp(0) with time zone USING "result_email_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "offer_send_time" SET DATA TYPE timestamp(0) with time zone USING "offer_send_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "confirm_offer_time" SET DATA TYPE timestamp(0) with time zone USING "confirm_offer_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "contract_create_time" SET DATA TYPE timestamp(0) with time zone USING "contract_create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "contract_send_time" SET DATA TYPE timestamp(0) with time zone USING "contract_send_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "contract_sign_time" SET DATA TYPE timestamp(0) with time zone USING "contract_sign_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "onboard_time" SET DATA TYPE timestamp(0) with time zone USING "onboard_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "recruit_job"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0);--> statement-breakpoint
ALTER TABLE "recruit_contract"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0);--> statement-breakpoint
ALTER TABLE "recruit_resume"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0);--> statement-breakpoint
ALTER TABLE "att_confirm"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "confirm_time" SET DATA TYPE timestamp(0) with time zone USING "confirm_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "att_overtime"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "start_time" SET DATA TYPE timestamp(0) with time zone USING "start_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "end_time" SET DATA TYPE timestamp(0) with time zone USING "end_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "att_record"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "clock_in_time" SET DATA TYPE timestamp(0) with time zone USING "clock_in_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "clock_out_time" SET DATA TYPE timestamp(0) with time zone USING "clock_out_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "att_scheme"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0);--> statement-breakpoint
ALTER TABLE "att_holiday"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0);--> statement-breakpoint
ALTER TABLE "att_holiday_scheme"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0);--> statement-breakpoint
ALTER TABLE "worker_salary_settlement"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "send_time" SET DATA TYPE timestamp(0) with time zone USING "send_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "worker_salary_settlement_row"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0);--> statement-breakpoint
ALTER TABLE "staff_contract_term"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0);--> statement-breakpoint
ALTER TABLE "staff_positive_record"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "assessed_time" SET DATA TYPE timestamp(0) with time zone USING "assessed_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "notified_time" SET DATA TYPE timestamp(0) with time zone USING "notified_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "pass_message_time" SET DATA TYPE timestamp(0) with time zone USING "pass_message_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "staff_probation_notice"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "staff_benefit_claim"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0);--> statement-breakpoint
ALTER TABLE "base_info_benefit_level"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0);--> statement-breakpoint
ALTER TABLE "base_info_benefit"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0);--> statement-breakpoint
ALTER TABLE "staff_benefit_level"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0);--> statement-breakpoint
ALTER TABLE "doc_batch"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "finish_time" SET DATA TYPE timestamp(0) with time zone USING "finish_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "doc_signature"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "signed_time" SET DATA TYPE timestamp(0) with time zone USING "signed_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "worker_address_declaration"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "declared_time" SET DATA TYPE timestamp(0) with time zone USING "declared_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "worker_doc_reminder"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "worker_doc_renewal"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0);--> statement-breakpoint
ALTER TABLE "sys_webhook_delivery"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "sys_webhook_endpoint"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0);--> statement-breakpoint
ALTER TABLE "sys_calendar_feed"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "last_used_time" SET DATA TYPE timestamp(0) with time zone USING "last_used_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "revoke_time" SET DATA TYPE timestamp(0) with time zone USING "revoke_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "auth_oidc_flow"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "expire_time" SET DATA TYPE timestamp(0) with time zone USING "expire_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "auth_oidc_handoff"
  ALTER COLUMN "expire_time" SET DATA TYPE timestamp(0) with time zone USING "expire_time" AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "sys_oidc_provider"
  ALTER COLUMN "create_time" SET DATA TYPE timestamp(0) with time zone USING "create_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "create_time" SET DEFAULT CURRENT_TIMESTAMP(0),
  ALTER COLUMN "update_time" SET DATA TYPE timestamp(0) with time zone USING "update_time" AT TIME ZONE 'UTC',
  ALTER COLUMN "update_time" SET DEFAULT CURRENT_TIMESTAMP(0);
