CREATE TABLE "customer_contacts" (
	"lieferkunde_nr" integer PRIMARY KEY NOT NULL,
	"sales_office_id" text,
	"vertreter_id" uuid
);
--> statement-breakpoint
CREATE TABLE "domain_suggestions" (
	"id" text PRIMARY KEY NOT NULL,
	"domain" text NOT NULL,
	"label" text NOT NULL,
	"url" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_offices" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"opening_hours" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "customer_contacts" ADD CONSTRAINT "customer_contacts_lieferkunde_nr_lieferkunden_lieferkunde_nr_fk" FOREIGN KEY ("lieferkunde_nr") REFERENCES "public"."lieferkunden"("lieferkunde_nr") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_contacts" ADD CONSTRAINT "customer_contacts_sales_office_id_sales_offices_id_fk" FOREIGN KEY ("sales_office_id") REFERENCES "public"."sales_offices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_contacts" ADD CONSTRAINT "customer_contacts_vertreter_id_users_id_fk" FOREIGN KEY ("vertreter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_suggestions" ADD CONSTRAINT "domain_suggestions_domain_domain_config_domain_fk" FOREIGN KEY ("domain") REFERENCES "public"."domain_config"("domain") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "domain_suggestions_domain_idx" ON "domain_suggestions" USING btree ("domain","position");