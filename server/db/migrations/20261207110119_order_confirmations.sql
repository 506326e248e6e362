ALTER TABLE "backorders" ALTER COLUMN "line_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "backorders" ALTER COLUMN "note_no" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "backorders" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "erp_order_no" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "erp_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "status" text DEFAULT 'uebermittelt' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "status_history" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmation" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_note_no" text;--> statement-breakpoint
CREATE INDEX "backorders_order_idx" ON "backorders" USING btree ("order_id");