CREATE TABLE "last_chance_offers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"pzn" text NOT NULL,
	"name" text NOT NULL,
	"manufacturer" text NOT NULL,
	"reason" text NOT NULL,
	"expiry_day" text,
	"price_cents" integer NOT NULL,
	"regular_price_cents" integer NOT NULL,
	"quantity_left" integer NOT NULL,
	"max_per_order" integer NOT NULL,
	"valid_until" text NOT NULL,
	"version" bigint DEFAULT nextval('sync_version') NOT NULL
);
--> statement-breakpoint
CREATE INDEX "last_chance_offers_version_idx" ON "last_chance_offers" USING btree ("version");--> statement-breakpoint
CREATE UNIQUE INDEX "last_chance_offers_pzn_idx" ON "last_chance_offers" USING btree ("pzn");