ALTER TABLE "delivery_notes" ADD COLUMN "dtp" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Notes seeded before DTP existed: the same rule as server/seed/analytics.ts (isDtp), with a new
-- version so that synced browsers pull the flag.
UPDATE "delivery_notes" SET "dtp" = true, "version" = nextval('sync_version') WHERE substr("note_no", 3)::bigint % 13 = 7;
