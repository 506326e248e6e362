CREATE TABLE "articles" (
	"pzn" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"ingredient" text NOT NULL,
	"dosage_form" text NOT NULL,
	"pack_size" integer NOT NULL,
	"pack_unit" text NOT NULL,
	"manufacturer" text NOT NULL,
	"aep_cents" integer NOT NULL,
	"avp_cents" integer NOT NULL,
	"rx" boolean NOT NULL,
	"cold_chain" boolean NOT NULL,
	"narcotic" boolean NOT NULL,
	"availability" text NOT NULL,
	"expected_date" text,
	"stock" integer NOT NULL,
	"version" bigint DEFAULT nextval('sync_version') NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"lieferkunde_nr" integer NOT NULL,
	"basket_id" uuid NOT NULL,
	"label" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"row_count" integer NOT NULL,
	"total_cents" bigint NOT NULL,
	"lines" jsonb NOT NULL,
	"version" bigint DEFAULT nextval('sync_version') NOT NULL
);
--> statement-breakpoint
ALTER TABLE "basket_primary" ADD COLUMN "kind" text DEFAULT 'warenkorb' NOT NULL;--> statement-breakpoint
ALTER TABLE "basket_primary" DROP CONSTRAINT "basket_primary_user_id_lieferkunde_nr_pk";--> statement-breakpoint
ALTER TABLE "basket_primary" ADD CONSTRAINT "basket_primary_user_id_lieferkunde_nr_kind_pk" PRIMARY KEY("user_id","lieferkunde_nr","kind");--> statement-breakpoint
ALTER TABLE "baskets" ADD COLUMN "kind" text DEFAULT 'warenkorb' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_lieferkunde_nr_lieferkunden_lieferkunde_nr_fk" FOREIGN KEY ("lieferkunde_nr") REFERENCES "public"."lieferkunden"("lieferkunde_nr") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_version_idx" ON "articles" USING btree ("version");--> statement-breakpoint
CREATE INDEX "orders_lieferkunde_version_idx" ON "orders" USING btree ("lieferkunde_nr","version");