CREATE TABLE "supplier_articles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"supplier_id" uuid NOT NULL,
	"pzn" text NOT NULL,
	"name" text NOT NULL,
	"manufacturer" text NOT NULL,
	"supplier_article_no" text NOT NULL,
	"order_unit" text NOT NULL,
	"packs_per_unit" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"version" bigint DEFAULT nextval('sync_version') NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "supplier_basket_rows" (
	"id" uuid PRIMARY KEY NOT NULL,
	"lieferkunde_nr" integer NOT NULL,
	"supplier_id" uuid NOT NULL,
	"pzn" text,
	"note" text,
	"quantity" integer NOT NULL,
	"position" integer NOT NULL,
	"version" bigint DEFAULT nextval('sync_version') NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "supplier_orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"lieferkunde_nr" integer NOT NULL,
	"supplier_id" uuid NOT NULL,
	"supplier_name" text NOT NULL,
	"number" text NOT NULL,
	"user_id" uuid NOT NULL,
	"acting_admin_id" uuid,
	"note" text NOT NULL,
	"row_count" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"version" bigint DEFAULT nextval('sync_version') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"supplier_number" text NOT NULL,
	"kind" text NOT NULL,
	"min_order_cents" integer NOT NULL,
	"delivery_days" text NOT NULL,
	"lead_time_days" integer NOT NULL,
	"order_channel" text NOT NULL,
	"contact" text NOT NULL,
	"version" bigint DEFAULT nextval('sync_version') NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "supplier_articles" ADD CONSTRAINT "supplier_articles_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_basket_rows" ADD CONSTRAINT "supplier_basket_rows_lieferkunde_nr_lieferkunden_lieferkunde_nr_fk" FOREIGN KEY ("lieferkunde_nr") REFERENCES "public"."lieferkunden"("lieferkunde_nr") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_basket_rows" ADD CONSTRAINT "supplier_basket_rows_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_orders" ADD CONSTRAINT "supplier_orders_lieferkunde_nr_lieferkunden_lieferkunde_nr_fk" FOREIGN KEY ("lieferkunde_nr") REFERENCES "public"."lieferkunden"("lieferkunde_nr") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_orders" ADD CONSTRAINT "supplier_orders_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_orders" ADD CONSTRAINT "supplier_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_orders" ADD CONSTRAINT "supplier_orders_acting_admin_id_users_id_fk" FOREIGN KEY ("acting_admin_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supplier_articles_version_idx" ON "supplier_articles" USING btree ("version");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_articles_supplier_pzn_idx" ON "supplier_articles" USING btree ("supplier_id","pzn");--> statement-breakpoint
CREATE INDEX "supplier_basket_rows_customer_version_idx" ON "supplier_basket_rows" USING btree ("lieferkunde_nr","version");--> statement-breakpoint
CREATE INDEX "supplier_basket_rows_basket_idx" ON "supplier_basket_rows" USING btree ("lieferkunde_nr","supplier_id");--> statement-breakpoint
CREATE INDEX "supplier_orders_customer_version_idx" ON "supplier_orders" USING btree ("lieferkunde_nr","version");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_orders_number_idx" ON "supplier_orders" USING btree ("number");--> statement-breakpoint
CREATE INDEX "suppliers_version_idx" ON "suppliers" USING btree ("version");--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_number_idx" ON "suppliers" USING btree ("supplier_number");