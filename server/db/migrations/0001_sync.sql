CREATE SEQUENCE "public"."sync_version" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "basket_primary" (
	"user_id" uuid NOT NULL,
	"lieferkunde_nr" integer NOT NULL,
	"basket_id" uuid NOT NULL,
	CONSTRAINT "basket_primary_user_id_lieferkunde_nr_pk" PRIMARY KEY("user_id","lieferkunde_nr")
);
--> statement-breakpoint
CREATE TABLE "basket_rows" (
	"id" uuid PRIMARY KEY NOT NULL,
	"basket_id" uuid NOT NULL,
	"lieferkunde_nr" integer NOT NULL,
	"pzn" text,
	"note" text,
	"quantity" integer NOT NULL,
	"position" integer NOT NULL,
	"unit_price_cents" integer,
	"version" bigint DEFAULT nextval('sync_version') NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "baskets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"lieferkunde_nr" integer NOT NULL,
	"owner_id" uuid NOT NULL,
	"label" text NOT NULL,
	"shared_with_company" boolean DEFAULT false NOT NULL,
	"internal_note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"version" bigint DEFAULT nextval('sync_version') NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "client_mutations" (
	"client_id" uuid NOT NULL,
	"mutation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"code" text,
	"message" text,
	"applied_at" timestamp with time zone NOT NULL,
	CONSTRAINT "client_mutations_client_id_mutation_id_pk" PRIMARY KEY("client_id","mutation_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"label" text NOT NULL,
	"text" text NOT NULL,
	"icon" text NOT NULL,
	"url" text,
	"dismissable" boolean DEFAULT true NOT NULL,
	"dat_insert" timestamp with time zone NOT NULL,
	"dat_seen" timestamp with time zone,
	"version" bigint DEFAULT nextval('sync_version') NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sync_clients" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"epoch" integer NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "basket_primary" ADD CONSTRAINT "basket_primary_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_primary" ADD CONSTRAINT "basket_primary_basket_id_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."baskets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_rows" ADD CONSTRAINT "basket_rows_basket_id_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."baskets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baskets" ADD CONSTRAINT "baskets_lieferkunde_nr_lieferkunden_lieferkunde_nr_fk" FOREIGN KEY ("lieferkunde_nr") REFERENCES "public"."lieferkunden"("lieferkunde_nr") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baskets" ADD CONSTRAINT "baskets_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_mutations" ADD CONSTRAINT "client_mutations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_clients" ADD CONSTRAINT "sync_clients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "basket_primary_basket_idx" ON "basket_primary" USING btree ("basket_id");--> statement-breakpoint
CREATE INDEX "basket_rows_lieferkunde_version_idx" ON "basket_rows" USING btree ("lieferkunde_nr","version");--> statement-breakpoint
CREATE INDEX "basket_rows_basket_idx" ON "basket_rows" USING btree ("basket_id");--> statement-breakpoint
CREATE INDEX "baskets_lieferkunde_version_idx" ON "baskets" USING btree ("lieferkunde_nr","version");--> statement-breakpoint
CREATE INDEX "notifications_user_version_idx" ON "notifications" USING btree ("user_id","version");