CREATE TABLE "flow_start_key" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) DEFAULT '000000' NOT NULL,
	"user_id" bigint NOT NULL,
	"idem_key" varchar(100) NOT NULL,
	"instance_id" bigint NOT NULL,
	"create_time" timestamp(0) with time zone DEFAULT CURRENT_TIMESTAMP(0) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "flow_start_key_uq" ON "flow_start_key" USING btree ("tenant_id","user_id","idem_key");