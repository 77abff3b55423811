CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "staff_info_name_trgm_idx" ON "staff_info" USING gin ("en_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "staff_info_no_trgm_idx" ON "staff_info" USING gin ("staff_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "worker_info_name_trgm_idx" ON "worker_info" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "worker_info_code_trgm_idx" ON "worker_info" USING gin ("employment_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "worker_info_fin_trgm_idx" ON "worker_info" USING gin ("fin_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "att_overtime_worker_date_idx" ON "att_overtime" USING btree ("tenant_id","worker_id","overtime_date");--> statement-breakpoint
CREATE INDEX "att_overtime_staff_date_idx" ON "att_overtime" USING btree ("tenant_id","staff_id","overtime_date");