CREATE TABLE "auth_oidc_flow" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"provider_id" bigint NOT NULL,
	"provider_version" integer NOT NULL,
	"nonce" varchar(100) NOT NULL,
	"code_verifier" varchar(200) NOT NULL,
	"redirect_uri" varchar(600) NOT NULL,
	"browser_hash" varchar(64) NOT NULL,
	"create_time" timestamp(0) DEFAULT LOCALTIMESTAMP(0) NOT NULL,
	"expire_time" timestamp(0) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_oidc_handoff" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"user_id" bigint NOT NULL,
	"expire_time" timestamp(0) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_oidc_provider" (
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
	"issuer" varchar(500) NOT NULL,
	"client_id" varchar(200) NOT NULL,
	"client_secret_enc" text,
	"account_claim" varchar(64) DEFAULT 'preferred_username' NOT NULL,
	"match_field" varchar(16) DEFAULT 'account' NOT NULL,
	"scope" varchar(300) DEFAULT 'openid profile email' NOT NULL,
	"button_label" varchar(50) NOT NULL,
	"enabled" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sys_oidc_provider_tenant_uq" ON "sys_oidc_provider" USING btree ("tenant_id") WHERE "sys_oidc_provider"."is_deleted" = 0;--> statement-breakpoint
-- clients that already accept the portal's SSO token (the web client) also accept the OpenID Connect hand-over
UPDATE "sys_client" SET "authorized_grant_types" = "authorized_grant_types" || ',oidc' WHERE ',' || "authorized_grant_types" || ',' LIKE '%,sso,%' AND ',' || "authorized_grant_types" || ',' NOT LIKE '%,oidc,%';
