ALTER TABLE "base_template_form" ADD COLUMN "description" varchar(300);--> statement-breakpoint
ALTER TABLE "base_template_form" ADD COLUMN "start_roles" text DEFAULT '' NOT NULL;