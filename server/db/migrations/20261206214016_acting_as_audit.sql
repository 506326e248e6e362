CREATE TABLE "acting_as_records" (
	"mutation_id" uuid NOT NULL,
	"lieferkunde_nr" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"acting_admin_id" uuid,
	"mutation_name" text NOT NULL,
	"done_at" timestamp with time zone NOT NULL,
	"applied_at" timestamp with time zone NOT NULL,
	CONSTRAINT "acting_as_records_mutation_id_lieferkunde_nr_pk" PRIMARY KEY("mutation_id","lieferkunde_nr")
);
--> statement-breakpoint
CREATE INDEX "acting_as_records_customer_idx" ON "acting_as_records" USING btree ("lieferkunde_nr","done_at");