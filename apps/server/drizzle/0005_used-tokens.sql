CREATE TABLE "auth_used_token" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"expire_time" timestamp(0) NOT NULL
);
