CREATE TABLE "login_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"attempts" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_mutations" ADD COLUMN "seq" bigint;--> statement-breakpoint
ALTER TABLE "impersonations" ADD COLUMN "end_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "acting_admin_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "impersonation_id" uuid;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "impersonation_id" uuid;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sync_clients" ADD COLUMN "acked_seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_acting_admin_id_users_id_fk" FOREIGN KEY ("acting_admin_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_impersonation_id_impersonations_id_fk" FOREIGN KEY ("impersonation_id") REFERENCES "public"."impersonations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_mutations_seq_idx" ON "client_mutations" USING btree ("client_id","seq");--> statement-breakpoint
CREATE INDEX "impersonations_started_idx" ON "impersonations" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "orders_impersonation_idx" ON "orders" USING btree ("impersonation_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");