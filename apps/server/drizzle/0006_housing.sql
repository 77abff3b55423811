CREATE TABLE "dwell_building" (
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
	"plot_id" bigint NOT NULL,
	"blk_no" varchar(50) NOT NULL,
	"building_name" varchar(100),
	"floors" smallint,
	"remark" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "dwell_plot" (
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
	"plot_name" varchar(100) NOT NULL,
	"address" varchar(300),
	"postal_code" varchar(20),
	"contact_person" varchar(100),
	"contact_number" varchar(50),
	"remark" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "dwell_room" (
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
	"building_id" bigint NOT NULL,
	"plot_id" bigint NOT NULL,
	"room_no" varchar(50) NOT NULL,
	"floor" varchar(20),
	"capacity" smallint NOT NULL,
	"remark" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "dwell_room_ref" (
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
	"room_id" bigint NOT NULL,
	"worker_id" bigint NOT NULL,
	"check_in_date" date NOT NULL,
	"check_out_date" date,
	"process_id" bigint,
	"remark" varchar(500)
);
--> statement-breakpoint
ALTER TABLE "worker_transition" ADD COLUMN "process_id" bigint;--> statement-breakpoint
CREATE UNIQUE INDEX "dwell_building_blk_uq" ON "dwell_building" USING btree ("tenant_id","plot_id","blk_no") WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "dwell_plot_name_uq" ON "dwell_plot" USING btree ("tenant_id","plot_name") WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "dwell_room_no_uq" ON "dwell_room" USING btree ("tenant_id","building_id","room_no") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "dwell_room_plot_idx" ON "dwell_room" USING btree ("tenant_id","plot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dwell_room_ref_current_uq" ON "dwell_room_ref" USING btree ("tenant_id","worker_id") WHERE is_deleted = 0 and check_out_date is null;--> statement-breakpoint
CREATE INDEX "dwell_room_ref_room_idx" ON "dwell_room_ref" USING btree ("tenant_id","room_id");--> statement-breakpoint
CREATE INDEX "worker_transition_process_idx" ON "worker_transition" USING btree ("process_id");