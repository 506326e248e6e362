ALTER TABLE "med_checks" ADD COLUMN "delivery_line_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "med_checks_delivery_line_idx" ON "med_checks" USING btree ("delivery_line_id");