DROP INDEX "registrations_pending_email_idx";--> statement-breakpoint
ALTER TABLE "registrations" ALTER COLUMN "status" SET DEFAULT 'unconfirmed';--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "confirm_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_open_email_idx" ON "registrations" USING btree ("email") WHERE "registrations"."status" in ('unconfirmed', 'pending');--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_confirm_token_idx" ON "registrations" USING btree ("confirm_token_hash");