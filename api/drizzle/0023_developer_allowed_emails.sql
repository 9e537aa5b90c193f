CREATE TABLE "developer_allowed_emails" (
	"email" text PRIMARY KEY NOT NULL
);
