CREATE TABLE "call_slots" (
	"id" uuid PRIMARY KEY NOT NULL,
	"lieferkunde_nr" integer NOT NULL,
	"customer_name" text NOT NULL,
	"customer_place" text NOT NULL,
	"customer_phone" text NOT NULL,
	"weekday" integer NOT NULL,
	"time" text NOT NULL,
	"caller_kind" text NOT NULL,
	"caller_id" uuid,
	"caller_name" text NOT NULL,
	"caller_phone" text NOT NULL,
	"version" bigint DEFAULT nextval('sync_version') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tour_exceptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"lieferkunde_nr" integer NOT NULL,
	"tour_id" uuid NOT NULL,
	"day" text NOT NULL,
	"kind" text NOT NULL,
	"new_day" text,
	"cutoff" text,
	"delivery_from" text,
	"delivery_to" text,
	"note" text NOT NULL,
	"version" bigint DEFAULT nextval('sync_version') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tours" (
	"id" uuid PRIMARY KEY NOT NULL,
	"lieferkunde_nr" integer NOT NULL,
	"weekday" integer NOT NULL,
	"tour_nr" text NOT NULL,
	"name" text NOT NULL,
	"cutoff" text NOT NULL,
	"delivery_from" text NOT NULL,
	"delivery_to" text NOT NULL,
	"version" bigint DEFAULT nextval('sync_version') NOT NULL
);
--> statement-breakpoint
ALTER TABLE "call_slots" ADD CONSTRAINT "call_slots_lieferkunde_nr_lieferkunden_lieferkunde_nr_fk" FOREIGN KEY ("lieferkunde_nr") REFERENCES "public"."lieferkunden"("lieferkunde_nr") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_slots" ADD CONSTRAINT "call_slots_caller_id_users_id_fk" FOREIGN KEY ("caller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_exceptions" ADD CONSTRAINT "tour_exceptions_lieferkunde_nr_lieferkunden_lieferkunde_nr_fk" FOREIGN KEY ("lieferkunde_nr") REFERENCES "public"."lieferkunden"("lieferkunde_nr") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_exceptions" ADD CONSTRAINT "tour_exceptions_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_lieferkunde_nr_lieferkunden_lieferkunde_nr_fk" FOREIGN KEY ("lieferkunde_nr") REFERENCES "public"."lieferkunden"("lieferkunde_nr") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "call_slots_lieferkunde_idx" ON "call_slots" USING btree ("lieferkunde_nr");--> statement-breakpoint
CREATE INDEX "call_slots_version_idx" ON "call_slots" USING btree ("version");--> statement-breakpoint
CREATE INDEX "tour_exceptions_lieferkunde_version_idx" ON "tour_exceptions" USING btree ("lieferkunde_nr","version");--> statement-breakpoint
CREATE UNIQUE INDEX "tour_exceptions_tour_day_idx" ON "tour_exceptions" USING btree ("tour_id","day");--> statement-breakpoint
CREATE INDEX "tours_lieferkunde_version_idx" ON "tours" USING btree ("lieferkunde_nr","version");