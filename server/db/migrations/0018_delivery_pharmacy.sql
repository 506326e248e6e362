CREATE TABLE "supply_deliveries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"lieferkunde_nr" integer NOT NULL,
	"recipient_id" uuid NOT NULL,
	"note_no" text NOT NULL,
	"day" text NOT NULL,
	"supply" text NOT NULL,
	"line_count" integer NOT NULL,
	"packs" integer NOT NULL,
	"net_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"version" bigint DEFAULT nextval('sync_version') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supply_delivery_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"lieferkunde_nr" integer NOT NULL,
	"delivery_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"day" text NOT NULL,
	"position" integer NOT NULL,
	"pzn" text NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"vat_rate" integer NOT NULL,
	"version" bigint DEFAULT nextval('sync_version') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supply_recipients" (
	"id" uuid PRIMARY KEY NOT NULL,
	"lieferkunde_nr" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"street" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"contract_no" text NOT NULL,
	"since" text NOT NULL,
	"version" bigint DEFAULT nextval('sync_version') NOT NULL
);
--> statement-breakpoint
ALTER TABLE "supply_deliveries" ADD CONSTRAINT "supply_deliveries_lieferkunde_nr_lieferkunden_lieferkunde_nr_fk" FOREIGN KEY ("lieferkunde_nr") REFERENCES "public"."lieferkunden"("lieferkunde_nr") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_deliveries" ADD CONSTRAINT "supply_deliveries_recipient_id_supply_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."supply_recipients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_delivery_lines" ADD CONSTRAINT "supply_delivery_lines_lieferkunde_nr_lieferkunden_lieferkunde_nr_fk" FOREIGN KEY ("lieferkunde_nr") REFERENCES "public"."lieferkunden"("lieferkunde_nr") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_delivery_lines" ADD CONSTRAINT "supply_delivery_lines_delivery_id_supply_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."supply_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_recipients" ADD CONSTRAINT "supply_recipients_lieferkunde_nr_lieferkunden_lieferkunde_nr_fk" FOREIGN KEY ("lieferkunde_nr") REFERENCES "public"."lieferkunden"("lieferkunde_nr") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supply_deliveries_lieferkunde_version_idx" ON "supply_deliveries" USING btree ("lieferkunde_nr","version");--> statement-breakpoint
CREATE UNIQUE INDEX "supply_deliveries_note_no_idx" ON "supply_deliveries" USING btree ("note_no");--> statement-breakpoint
CREATE INDEX "supply_delivery_lines_lieferkunde_version_idx" ON "supply_delivery_lines" USING btree ("lieferkunde_nr","version");--> statement-breakpoint
CREATE INDEX "supply_recipients_lieferkunde_version_idx" ON "supply_recipients" USING btree ("lieferkunde_nr","version");