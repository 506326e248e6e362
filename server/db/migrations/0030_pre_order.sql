CREATE TABLE "pre_order_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"lieferkunde_nr" integer NOT NULL,
	"window_id" uuid NOT NULL,
	"pzn" text NOT NULL,
	"quantity" integer NOT NULL,
	"prescription_initials" text NOT NULL,
	"prescription_day" text,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" uuid NOT NULL,
	"changed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"acting_admin_id" uuid,
	"version" bigint DEFAULT nextval('sync_version') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pre_order_windows" (
	"id" uuid PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"opens_on" text NOT NULL,
	"closes_on" text NOT NULL,
	"delivery_from" text NOT NULL,
	"delivery_to" text NOT NULL,
	"max_per_line" integer,
	"max_per_pharmacy" integer,
	"prescription_required" boolean NOT NULL,
	"articles" jsonb NOT NULL,
	"version" bigint DEFAULT nextval('sync_version') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_cuts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"manufacturer" text NOT NULL,
	"title" text NOT NULL,
	"announced_on" text NOT NULL,
	"cutoff_day" text NOT NULL,
	"report_until" text NOT NULL,
	"articles" jsonb NOT NULL,
	"version" bigint DEFAULT nextval('sync_version') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_reports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"lieferkunde_nr" integer NOT NULL,
	"price_cut_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"quantities" jsonb NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"submitted_by" uuid NOT NULL,
	"acting_admin_id" uuid,
	"status" text NOT NULL,
	"credited_cents" integer,
	"version" bigint DEFAULT nextval('sync_version') NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pre_order_lines" ADD CONSTRAINT "pre_order_lines_lieferkunde_nr_lieferkunden_lieferkunde_nr_fk" FOREIGN KEY ("lieferkunde_nr") REFERENCES "public"."lieferkunden"("lieferkunde_nr") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_order_lines" ADD CONSTRAINT "pre_order_lines_window_id_pre_order_windows_id_fk" FOREIGN KEY ("window_id") REFERENCES "public"."pre_order_windows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_order_lines" ADD CONSTRAINT "pre_order_lines_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_order_lines" ADD CONSTRAINT "pre_order_lines_acting_admin_id_users_id_fk" FOREIGN KEY ("acting_admin_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reports" ADD CONSTRAINT "stock_reports_lieferkunde_nr_lieferkunden_lieferkunde_nr_fk" FOREIGN KEY ("lieferkunde_nr") REFERENCES "public"."lieferkunden"("lieferkunde_nr") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reports" ADD CONSTRAINT "stock_reports_price_cut_id_price_cuts_id_fk" FOREIGN KEY ("price_cut_id") REFERENCES "public"."price_cuts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reports" ADD CONSTRAINT "stock_reports_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reports" ADD CONSTRAINT "stock_reports_acting_admin_id_users_id_fk" FOREIGN KEY ("acting_admin_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pre_order_lines_lieferkunde_version_idx" ON "pre_order_lines" USING btree ("lieferkunde_nr","version");--> statement-breakpoint
CREATE INDEX "pre_order_lines_window_idx" ON "pre_order_lines" USING btree ("window_id","lieferkunde_nr");--> statement-breakpoint
CREATE INDEX "pre_order_windows_version_idx" ON "pre_order_windows" USING btree ("version");--> statement-breakpoint
CREATE INDEX "price_cuts_version_idx" ON "price_cuts" USING btree ("version");--> statement-breakpoint
CREATE INDEX "stock_reports_lieferkunde_version_idx" ON "stock_reports" USING btree ("lieferkunde_nr","version");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_reports_revision_idx" ON "stock_reports" USING btree ("lieferkunde_nr","price_cut_id","revision");