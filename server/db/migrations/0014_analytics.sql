CREATE TABLE "backorders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"lieferkunde_nr" integer NOT NULL,
	"line_id" uuid NOT NULL,
	"note_no" text NOT NULL,
	"order_no" text NOT NULL,
	"pzn" text NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"ordered_day" text NOT NULL,
	"expected_day" text,
	"version" bigint DEFAULT nextval('sync_version') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"lieferkunde_nr" integer NOT NULL,
	"kind" text NOT NULL,
	"doc_no" text NOT NULL,
	"day" text NOT NULL,
	"note_nos" jsonb NOT NULL,
	"text" text NOT NULL,
	"net_cents" bigint NOT NULL,
	"vat_cents" bigint NOT NULL,
	"gross_cents" bigint NOT NULL,
	"version" bigint DEFAULT nextval('sync_version') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"lieferkunde_nr" integer NOT NULL,
	"note_id" uuid NOT NULL,
	"note_no" text NOT NULL,
	"day" text NOT NULL,
	"position" integer NOT NULL,
	"pzn" text NOT NULL,
	"name" text NOT NULL,
	"quantity_ordered" integer NOT NULL,
	"quantity_delivered" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"vat_rate" integer NOT NULL,
	"batch" text,
	"expiry" text,
	"state" text NOT NULL,
	"version" bigint DEFAULT nextval('sync_version') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_notes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"lieferkunde_nr" integer NOT NULL,
	"note_no" text NOT NULL,
	"order_no" text NOT NULL,
	"channel" text NOT NULL,
	"day" text NOT NULL,
	"line_count" integer NOT NULL,
	"net_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"version" bigint DEFAULT nextval('sync_version') NOT NULL
);
--> statement-breakpoint
ALTER TABLE "backorders" ADD CONSTRAINT "backorders_lieferkunde_nr_lieferkunden_lieferkunde_nr_fk" FOREIGN KEY ("lieferkunde_nr") REFERENCES "public"."lieferkunden"("lieferkunde_nr") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backorders" ADD CONSTRAINT "backorders_line_id_delivery_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."delivery_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_documents" ADD CONSTRAINT "customer_documents_lieferkunde_nr_lieferkunden_lieferkunde_nr_fk" FOREIGN KEY ("lieferkunde_nr") REFERENCES "public"."lieferkunden"("lieferkunde_nr") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_lines" ADD CONSTRAINT "delivery_lines_lieferkunde_nr_lieferkunden_lieferkunde_nr_fk" FOREIGN KEY ("lieferkunde_nr") REFERENCES "public"."lieferkunden"("lieferkunde_nr") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_lines" ADD CONSTRAINT "delivery_lines_note_id_delivery_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."delivery_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_notes" ADD CONSTRAINT "delivery_notes_lieferkunde_nr_lieferkunden_lieferkunde_nr_fk" FOREIGN KEY ("lieferkunde_nr") REFERENCES "public"."lieferkunden"("lieferkunde_nr") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "backorders_lieferkunde_version_idx" ON "backorders" USING btree ("lieferkunde_nr","version");--> statement-breakpoint
CREATE INDEX "customer_documents_lieferkunde_version_idx" ON "customer_documents" USING btree ("lieferkunde_nr","version");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_documents_doc_no_idx" ON "customer_documents" USING btree ("doc_no");--> statement-breakpoint
CREATE INDEX "delivery_lines_lieferkunde_version_idx" ON "delivery_lines" USING btree ("lieferkunde_nr","version");--> statement-breakpoint
CREATE INDEX "delivery_lines_batch_idx" ON "delivery_lines" USING btree ("batch");--> statement-breakpoint
CREATE INDEX "delivery_notes_lieferkunde_version_idx" ON "delivery_notes" USING btree ("lieferkunde_nr","version");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_notes_note_no_idx" ON "delivery_notes" USING btree ("note_no");