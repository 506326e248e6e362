CREATE TABLE "temp_acknowledgements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"lieferkunde_nr" integer NOT NULL,
	"reading_id" uuid NOT NULL,
	"note" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" uuid NOT NULL,
	"acting_admin_id" uuid,
	"version" bigint DEFAULT nextval('sync_version') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "temp_devices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"lieferkunde_nr" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"min_tenths" integer NOT NULL,
	"max_tenths" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" uuid NOT NULL,
	"acting_admin_id" uuid,
	"version" bigint DEFAULT nextval('sync_version') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "temp_readings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"lieferkunde_nr" integer NOT NULL,
	"device_id" uuid NOT NULL,
	"measured_at" timestamp with time zone NOT NULL,
	"value_tenths" integer NOT NULL,
	"source" text NOT NULL,
	"correction_of" uuid,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" uuid NOT NULL,
	"acting_admin_id" uuid,
	"version" bigint DEFAULT nextval('sync_version') NOT NULL
);
--> statement-breakpoint
ALTER TABLE "temp_acknowledgements" ADD CONSTRAINT "temp_acknowledgements_lieferkunde_nr_lieferkunden_lieferkunde_nr_fk" FOREIGN KEY ("lieferkunde_nr") REFERENCES "public"."lieferkunden"("lieferkunde_nr") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temp_acknowledgements" ADD CONSTRAINT "temp_acknowledgements_reading_id_temp_readings_id_fk" FOREIGN KEY ("reading_id") REFERENCES "public"."temp_readings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temp_acknowledgements" ADD CONSTRAINT "temp_acknowledgements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temp_acknowledgements" ADD CONSTRAINT "temp_acknowledgements_acting_admin_id_users_id_fk" FOREIGN KEY ("acting_admin_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temp_devices" ADD CONSTRAINT "temp_devices_lieferkunde_nr_lieferkunden_lieferkunde_nr_fk" FOREIGN KEY ("lieferkunde_nr") REFERENCES "public"."lieferkunden"("lieferkunde_nr") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temp_devices" ADD CONSTRAINT "temp_devices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temp_devices" ADD CONSTRAINT "temp_devices_acting_admin_id_users_id_fk" FOREIGN KEY ("acting_admin_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temp_readings" ADD CONSTRAINT "temp_readings_lieferkunde_nr_lieferkunden_lieferkunde_nr_fk" FOREIGN KEY ("lieferkunde_nr") REFERENCES "public"."lieferkunden"("lieferkunde_nr") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temp_readings" ADD CONSTRAINT "temp_readings_device_id_temp_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."temp_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temp_readings" ADD CONSTRAINT "temp_readings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temp_readings" ADD CONSTRAINT "temp_readings_acting_admin_id_users_id_fk" FOREIGN KEY ("acting_admin_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "temp_acknowledgements_lieferkunde_version_idx" ON "temp_acknowledgements" USING btree ("lieferkunde_nr","version");--> statement-breakpoint
CREATE UNIQUE INDEX "temp_acknowledgements_reading_idx" ON "temp_acknowledgements" USING btree ("reading_id");--> statement-breakpoint
CREATE INDEX "temp_devices_lieferkunde_version_idx" ON "temp_devices" USING btree ("lieferkunde_nr","version");--> statement-breakpoint
CREATE INDEX "temp_readings_lieferkunde_version_idx" ON "temp_readings" USING btree ("lieferkunde_nr","version");--> statement-breakpoint
CREATE INDEX "temp_readings_device_time_idx" ON "temp_readings" USING btree ("device_id","measured_at");--> statement-breakpoint
CREATE UNIQUE INDEX "temp_readings_original_idx" ON "temp_readings" USING btree ("device_id","measured_at") WHERE "temp_readings"."correction_of" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "temp_readings_correction_idx" ON "temp_readings" USING btree ("correction_of");