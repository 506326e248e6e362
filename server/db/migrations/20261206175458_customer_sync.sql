ALTER TABLE "lieferkunden" ADD COLUMN "version" bigint DEFAULT nextval('sync_version') NOT NULL;--> statement-breakpoint
ALTER TABLE "user_lieferkunden" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_lieferkunden" ADD COLUMN "version" bigint DEFAULT nextval('sync_version') NOT NULL;