CREATE TABLE "doc_signature" (
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
	"interview_id" bigint NOT NULL,
	"kind" varchar(20) NOT NULL,
	"signer_name" varchar(100) NOT NULL,
	"signature" text NOT NULL,
	"pdf" text NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"signed_time" timestamp(0) NOT NULL,
	"address" varchar(100),
	"user_agent" varchar(500)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "doc_signature_uq" ON "doc_signature" USING btree ("tenant_id","interview_id","kind") WHERE "doc_signature"."is_deleted" = 0;--> statement-breakpoint
CREATE INDEX "doc_signature_interview_idx" ON "doc_signature" USING btree ("interview_id");