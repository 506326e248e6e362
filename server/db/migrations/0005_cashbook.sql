CREATE TABLE "cashbook_closings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"lieferkunde_nr" integer NOT NULL,
	"day" text NOT NULL,
	"book_balance_cents" bigint NOT NULL,
	"counted_cents" integer NOT NULL,
	"difference_cents" bigint NOT NULL,
	"difference_entry_id" uuid,
	"closed_at" timestamp with time zone NOT NULL,
	"closed_by" uuid NOT NULL,
	"acting_admin_id" uuid,
	"version" bigint DEFAULT nextval('sync_version') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cashbook_counters" (
	"lieferkunde_nr" integer PRIMARY KEY NOT NULL,
	"last_receipt_no" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cashbook_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"lieferkunde_nr" integer NOT NULL,
	"day" text NOT NULL,
	"receipt_no" integer NOT NULL,
	"text" text NOT NULL,
	"category" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"vat_rate" integer NOT NULL,
	"reversal_of" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" uuid NOT NULL,
	"acting_admin_id" uuid,
	"version" bigint DEFAULT nextval('sync_version') NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cashbook_closings" ADD CONSTRAINT "cashbook_closings_lieferkunde_nr_lieferkunden_lieferkunde_nr_fk" FOREIGN KEY ("lieferkunde_nr") REFERENCES "public"."lieferkunden"("lieferkunde_nr") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashbook_closings" ADD CONSTRAINT "cashbook_closings_difference_entry_id_cashbook_entries_id_fk" FOREIGN KEY ("difference_entry_id") REFERENCES "public"."cashbook_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashbook_closings" ADD CONSTRAINT "cashbook_closings_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashbook_closings" ADD CONSTRAINT "cashbook_closings_acting_admin_id_users_id_fk" FOREIGN KEY ("acting_admin_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashbook_counters" ADD CONSTRAINT "cashbook_counters_lieferkunde_nr_lieferkunden_lieferkunde_nr_fk" FOREIGN KEY ("lieferkunde_nr") REFERENCES "public"."lieferkunden"("lieferkunde_nr") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashbook_entries" ADD CONSTRAINT "cashbook_entries_lieferkunde_nr_lieferkunden_lieferkunde_nr_fk" FOREIGN KEY ("lieferkunde_nr") REFERENCES "public"."lieferkunden"("lieferkunde_nr") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashbook_entries" ADD CONSTRAINT "cashbook_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashbook_entries" ADD CONSTRAINT "cashbook_entries_acting_admin_id_users_id_fk" FOREIGN KEY ("acting_admin_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cashbook_closings_lieferkunde_version_idx" ON "cashbook_closings" USING btree ("lieferkunde_nr","version");--> statement-breakpoint
CREATE UNIQUE INDEX "cashbook_closings_day_idx" ON "cashbook_closings" USING btree ("lieferkunde_nr","day");--> statement-breakpoint
CREATE INDEX "cashbook_entries_lieferkunde_version_idx" ON "cashbook_entries" USING btree ("lieferkunde_nr","version");--> statement-breakpoint
CREATE UNIQUE INDEX "cashbook_entries_receipt_idx" ON "cashbook_entries" USING btree ("lieferkunde_nr","receipt_no");--> statement-breakpoint
CREATE UNIQUE INDEX "cashbook_entries_reversal_idx" ON "cashbook_entries" USING btree ("reversal_of");