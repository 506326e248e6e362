CREATE TABLE "drug_book_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"lieferkunde_nr" integer NOT NULL,
	"pzn" text NOT NULL,
	"kind" text NOT NULL,
	"day" text NOT NULL,
	"quantity" integer NOT NULL,
	"document" text NOT NULL,
	"delivery_line_id" uuid,
	"correction_of" uuid,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" uuid NOT NULL,
	"acting_admin_id" uuid,
	"version" bigint DEFAULT nextval('sync_version') NOT NULL
);
--> statement-breakpoint
ALTER TABLE "drug_book_entries" ADD CONSTRAINT "drug_book_entries_lieferkunde_nr_lieferkunden_lieferkunde_nr_fk" FOREIGN KEY ("lieferkunde_nr") REFERENCES "public"."lieferkunden"("lieferkunde_nr") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drug_book_entries" ADD CONSTRAINT "drug_book_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drug_book_entries" ADD CONSTRAINT "drug_book_entries_acting_admin_id_users_id_fk" FOREIGN KEY ("acting_admin_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drug_book_entries_lieferkunde_version_idx" ON "drug_book_entries" USING btree ("lieferkunde_nr","version");--> statement-breakpoint
CREATE INDEX "drug_book_entries_article_idx" ON "drug_book_entries" USING btree ("lieferkunde_nr","pzn");--> statement-breakpoint
CREATE UNIQUE INDEX "drug_book_entries_delivery_line_idx" ON "drug_book_entries" USING btree ("delivery_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "drug_book_entries_correction_idx" ON "drug_book_entries" USING btree ("correction_of");