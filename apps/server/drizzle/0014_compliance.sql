CREATE TABLE "worker_address_declaration" (
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
	"stay_id" bigint NOT NULL,
	"room_id" bigint NOT NULL,
	"address" varchar(500) NOT NULL,
	"move_date" date NOT NULL,
	"declare_by" date NOT NULL,
	"declared_time" timestamp(0),
	"declared_user" bigint,
	"remark" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "worker_doc_reminder" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"worker_id" bigint NOT NULL,
	"doc_type" varchar(20) NOT NULL,
	"threshold_days" smallint NOT NULL,
	"expiry_date" date NOT NULL,
	"recipients" smallint DEFAULT 0 NOT NULL,
	"create_time" timestamp(0) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "worker_doc_renewal" (
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
	"doc_type" varchar(20) NOT NULL,
	"old_number" varchar(30),
	"new_number" varchar(30) NOT NULL,
	"old_expiry_date" date,
	"new_expiry_date" date NOT NULL,
	"attach_id" bigint,
	"remark" varchar(500)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "worker_address_declaration_stay_uq" ON "worker_address_declaration" USING btree ("tenant_id","stay_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "worker_address_declaration_open_idx" ON "worker_address_declaration" USING btree ("tenant_id","declare_by") WHERE is_deleted = 0 and declared_time is null;--> statement-breakpoint
CREATE UNIQUE INDEX "worker_doc_reminder_uq" ON "worker_doc_reminder" USING btree ("tenant_id","worker_id","doc_type","threshold_days","expiry_date");--> statement-breakpoint
CREATE INDEX "worker_doc_renewal_worker_idx" ON "worker_doc_renewal" USING btree ("tenant_id","worker_id");