CREATE TABLE "integration_inbox" (
	"account_id" uuid NOT NULL,
	"message_id" text NOT NULL,
	"type" text NOT NULL,
	"version" integer NOT NULL,
	"result" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "integration_inbox_account_id_message_id_pk" PRIMARY KEY("account_id","message_id")
);
--> statement-breakpoint
ALTER TABLE "integration_inbox" ADD CONSTRAINT "integration_inbox_account_id_service_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."service_accounts"("id") ON DELETE cascade ON UPDATE no action;