CREATE TABLE "auto_send_runs" (
	"user_id" uuid NOT NULL,
	"lieferkunde_nr" integer NOT NULL,
	"tour_id" uuid NOT NULL,
	"day" text NOT NULL,
	"basket_id" uuid,
	"status" text NOT NULL,
	"order_id" uuid,
	"message" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "auto_send_runs_user_id_lieferkunde_nr_tour_id_day_pk" PRIMARY KEY("user_id","lieferkunde_nr","tour_id","day")
);
--> statement-breakpoint
ALTER TABLE "auto_send_runs" ADD CONSTRAINT "auto_send_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_send_runs" ADD CONSTRAINT "auto_send_runs_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;