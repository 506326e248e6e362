CREATE TABLE "survey_responses" (
	"survey_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"state" text NOT NULL,
	"postponed_until" timestamp with time zone,
	"answer" jsonb,
	"comment" text,
	"settled_at" timestamp with time zone,
	"version" bigint DEFAULT nextval('sync_version') NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "survey_responses_survey_id_user_id_pk" PRIMARY KEY("survey_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" uuid PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"max_rating" integer,
	"answers" jsonb NOT NULL,
	"multi_answers" boolean NOT NULL,
	"comment_allowed" boolean NOT NULL,
	"target_roles" jsonb,
	"target_emails" jsonb,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "survey_responses_user_version_idx" ON "survey_responses" USING btree ("user_id","version");