CREATE TABLE "destructions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"lieferkunde_nr" integer NOT NULL,
	"day" text NOT NULL,
	"reason" text NOT NULL,
	"note" text NOT NULL,
	"lines" jsonb NOT NULL,
	"witness_name" text NOT NULL,
	"witness_function" text NOT NULL,
	"declared_by" text NOT NULL,
	"replaces_id" uuid,
	"correction_note" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" uuid NOT NULL,
	"acting_admin_id" uuid,
	"version" bigint DEFAULT nextval('sync_version') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "returns" (
	"id" uuid PRIMARY KEY NOT NULL,
	"lieferkunde_nr" integer NOT NULL,
	"year" integer NOT NULL,
	"seq" integer NOT NULL,
	"return_no" text NOT NULL,
	"delivery_line_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text NOT NULL,
	"batch" text NOT NULL,
	"expiry" text NOT NULL,
	"storage_confirmed" boolean NOT NULL,
	"cold_chain_confirmed" boolean NOT NULL,
	"status" text NOT NULL,
	"status_note" text DEFAULT '' NOT NULL,
	"credit_note_no" text,
	"credit_cents" integer,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" uuid NOT NULL,
	"acting_admin_id" uuid,
	"version" bigint DEFAULT nextval('sync_version') NOT NULL
);
--> statement-breakpoint
ALTER TABLE "destructions" ADD CONSTRAINT "destructions_lieferkunde_nr_lieferkunden_lieferkunde_nr_fk" FOREIGN KEY ("lieferkunde_nr") REFERENCES "public"."lieferkunden"("lieferkunde_nr") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destructions" ADD CONSTRAINT "destructions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destructions" ADD CONSTRAINT "destructions_acting_admin_id_users_id_fk" FOREIGN KEY ("acting_admin_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_lieferkunde_nr_lieferkunden_lieferkunde_nr_fk" FOREIGN KEY ("lieferkunde_nr") REFERENCES "public"."lieferkunden"("lieferkunde_nr") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_delivery_line_id_delivery_lines_id_fk" FOREIGN KEY ("delivery_line_id") REFERENCES "public"."delivery_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_acting_admin_id_users_id_fk" FOREIGN KEY ("acting_admin_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "destructions_lieferkunde_version_idx" ON "destructions" USING btree ("lieferkunde_nr","version");--> statement-breakpoint
CREATE UNIQUE INDEX "destructions_replaces_idx" ON "destructions" USING btree ("replaces_id");--> statement-breakpoint
CREATE INDEX "returns_lieferkunde_version_idx" ON "returns" USING btree ("lieferkunde_nr","version");--> statement-breakpoint
CREATE INDEX "returns_delivery_line_idx" ON "returns" USING btree ("delivery_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "returns_number_idx" ON "returns" USING btree ("lieferkunde_nr","year","seq");