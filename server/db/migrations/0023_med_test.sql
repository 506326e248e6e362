CREATE TABLE "med_checks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"lieferkunde_nr" integer NOT NULL,
	"kind" text NOT NULL,
	"pzn" text NOT NULL,
	"name" text NOT NULL,
	"batch" text NOT NULL,
	"expiry" text NOT NULL,
	"note_number" text NOT NULL,
	"received_day" text NOT NULL,
	"cold_chain" boolean NOT NULL,
	"items" jsonb NOT NULL,
	"arrival_tenths" integer,
	"identity_method" text,
	"result" text NOT NULL,
	"note" text NOT NULL,
	"correction_of" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" uuid NOT NULL,
	"acting_admin_id" uuid,
	"version" bigint DEFAULT nextval('sync_version') NOT NULL
);
--> statement-breakpoint
ALTER TABLE "med_checks" ADD CONSTRAINT "med_checks_lieferkunde_nr_lieferkunden_lieferkunde_nr_fk" FOREIGN KEY ("lieferkunde_nr") REFERENCES "public"."lieferkunden"("lieferkunde_nr") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "med_checks" ADD CONSTRAINT "med_checks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "med_checks" ADD CONSTRAINT "med_checks_acting_admin_id_users_id_fk" FOREIGN KEY ("acting_admin_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "med_checks_lieferkunde_version_idx" ON "med_checks" USING btree ("lieferkunde_nr","version");--> statement-breakpoint
CREATE UNIQUE INDEX "med_checks_correction_idx" ON "med_checks" USING btree ("correction_of");