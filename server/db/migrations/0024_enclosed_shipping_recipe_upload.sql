CREATE TABLE "enclosed_shipments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"lieferkunde_nr" integer NOT NULL,
	"variant" text NOT NULL,
	"kind" text NOT NULL,
	"packages" integer NOT NULL,
	"description" text NOT NULL,
	"site_id" text NOT NULL,
	"tour_day" text NOT NULL,
	"tour" text NOT NULL,
	"note" text NOT NULL,
	"state" text NOT NULL,
	"state_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" uuid NOT NULL,
	"acting_admin_id" uuid,
	"version" bigint DEFAULT nextval('sync_version') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recipe_uploads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"lieferkunde_nr" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_sites" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"version" bigint DEFAULT nextval('sync_version') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upload_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"lieferkunde_nr" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"uploads" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enclosed_shipments" ADD CONSTRAINT "enclosed_shipments_lieferkunde_nr_lieferkunden_lieferkunde_nr_fk" FOREIGN KEY ("lieferkunde_nr") REFERENCES "public"."lieferkunden"("lieferkunde_nr") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enclosed_shipments" ADD CONSTRAINT "enclosed_shipments_site_id_shipping_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."shipping_sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enclosed_shipments" ADD CONSTRAINT "enclosed_shipments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enclosed_shipments" ADD CONSTRAINT "enclosed_shipments_acting_admin_id_users_id_fk" FOREIGN KEY ("acting_admin_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_uploads" ADD CONSTRAINT "recipe_uploads_lieferkunde_nr_lieferkunden_lieferkunde_nr_fk" FOREIGN KEY ("lieferkunde_nr") REFERENCES "public"."lieferkunden"("lieferkunde_nr") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_uploads" ADD CONSTRAINT "recipe_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_links" ADD CONSTRAINT "upload_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_links" ADD CONSTRAINT "upload_links_lieferkunde_nr_lieferkunden_lieferkunde_nr_fk" FOREIGN KEY ("lieferkunde_nr") REFERENCES "public"."lieferkunden"("lieferkunde_nr") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enclosed_shipments_lieferkunde_version_idx" ON "enclosed_shipments" USING btree ("lieferkunde_nr","version");--> statement-breakpoint
CREATE INDEX "recipe_uploads_lieferkunde_idx" ON "recipe_uploads" USING btree ("lieferkunde_nr","created_at");--> statement-breakpoint
CREATE INDEX "upload_links_expires_idx" ON "upload_links" USING btree ("expires_at");