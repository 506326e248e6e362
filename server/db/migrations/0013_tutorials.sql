CREATE TABLE "tutorial_seen" (
	"user_id" uuid NOT NULL,
	"is_app" boolean NOT NULL,
	"selector" text NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	"version" bigint DEFAULT nextval('sync_version') NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "tutorial_seen_user_id_is_app_selector_pk" PRIMARY KEY("user_id","is_app","selector")
);
--> statement-breakpoint
ALTER TABLE "tutorial_seen" ADD CONSTRAINT "tutorial_seen_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;