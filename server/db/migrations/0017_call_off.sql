CREATE TABLE "call_off_agreements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"lieferkunde_nr" integer NOT NULL,
	"agreement_no" text NOT NULL,
	"pzn" text NOT NULL,
	"name" text NOT NULL,
	"promotion" text NOT NULL,
	"agreed_quantity" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"list_price_cents" integer NOT NULL,
	"valid_from" text NOT NULL,
	"valid_to" text NOT NULL,
	"version" bigint DEFAULT nextval('sync_version') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "call_offs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"lieferkunde_nr" integer NOT NULL,
	"agreement_id" uuid NOT NULL,
	"day" text NOT NULL,
	"quantity" integer NOT NULL,
	"note_no" text NOT NULL,
	"value_cents" integer NOT NULL,
	"prepaid_cents" integer NOT NULL,
	"version" bigint DEFAULT nextval('sync_version') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prepayments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"lieferkunde_nr" integer NOT NULL,
	"agreement_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"paid_day" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"version" bigint DEFAULT nextval('sync_version') NOT NULL
);
--> statement-breakpoint
ALTER TABLE "call_off_agreements" ADD CONSTRAINT "call_off_agreements_lieferkunde_nr_lieferkunden_lieferkunde_nr_fk" FOREIGN KEY ("lieferkunde_nr") REFERENCES "public"."lieferkunden"("lieferkunde_nr") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_offs" ADD CONSTRAINT "call_offs_lieferkunde_nr_lieferkunden_lieferkunde_nr_fk" FOREIGN KEY ("lieferkunde_nr") REFERENCES "public"."lieferkunden"("lieferkunde_nr") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_offs" ADD CONSTRAINT "call_offs_agreement_id_call_off_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."call_off_agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepayments" ADD CONSTRAINT "prepayments_lieferkunde_nr_lieferkunden_lieferkunde_nr_fk" FOREIGN KEY ("lieferkunde_nr") REFERENCES "public"."lieferkunden"("lieferkunde_nr") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepayments" ADD CONSTRAINT "prepayments_agreement_id_call_off_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."call_off_agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "call_off_agreements_lieferkunde_version_idx" ON "call_off_agreements" USING btree ("lieferkunde_nr","version");--> statement-breakpoint
CREATE UNIQUE INDEX "call_off_agreements_no_idx" ON "call_off_agreements" USING btree ("agreement_no");--> statement-breakpoint
CREATE INDEX "call_offs_lieferkunde_version_idx" ON "call_offs" USING btree ("lieferkunde_nr","version");--> statement-breakpoint
CREATE INDEX "prepayments_lieferkunde_version_idx" ON "prepayments" USING btree ("lieferkunde_nr","version");