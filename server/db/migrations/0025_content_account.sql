CREATE TABLE "customer_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"lieferkunde_nr" integer NOT NULL,
	"credit_limit_cents" integer NOT NULL,
	"payment_terms" text NOT NULL,
	"direct_debit" boolean NOT NULL,
	"mandate_ref" text NOT NULL,
	"iban_masked" text NOT NULL,
	"version" bigint DEFAULT nextval('sync_version') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "download_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"file_key" text NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"file_name" text NOT NULL,
	"file_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"day" text NOT NULL,
	"version" bigint DEFAULT nextval('sync_version') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_articles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"day" text NOT NULL,
	"title" text NOT NULL,
	"teaser" text NOT NULL,
	"paragraphs" jsonb NOT NULL,
	"image_key" text NOT NULL,
	"image_alt" text NOT NULL,
	"version" bigint DEFAULT nextval('sync_version') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_reads" (
	"user_id" uuid NOT NULL,
	"article_id" uuid NOT NULL,
	"read" boolean NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"version" bigint DEFAULT nextval('sync_version') NOT NULL,
	CONSTRAINT "news_reads_user_id_article_id_pk" PRIMARY KEY("user_id","article_id")
);
--> statement-breakpoint
CREATE TABLE "open_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"lieferkunde_nr" integer NOT NULL,
	"kind" text NOT NULL,
	"doc_no" text NOT NULL,
	"day" text NOT NULL,
	"due_day" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"version" bigint DEFAULT nextval('sync_version') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"file_key" text NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	"day" text NOT NULL,
	"version" bigint DEFAULT nextval('sync_version') NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_accounts" ADD CONSTRAINT "customer_accounts_lieferkunde_nr_lieferkunden_lieferkunde_nr_fk" FOREIGN KEY ("lieferkunde_nr") REFERENCES "public"."lieferkunden"("lieferkunde_nr") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_reads" ADD CONSTRAINT "news_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_reads" ADD CONSTRAINT "news_reads_article_id_news_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."news_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_items" ADD CONSTRAINT "open_items_lieferkunde_nr_lieferkunden_lieferkunde_nr_fk" FOREIGN KEY ("lieferkunde_nr") REFERENCES "public"."lieferkunden"("lieferkunde_nr") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_accounts_lieferkunde_idx" ON "customer_accounts" USING btree ("lieferkunde_nr");--> statement-breakpoint
CREATE INDEX "customer_accounts_lieferkunde_version_idx" ON "customer_accounts" USING btree ("lieferkunde_nr","version");--> statement-breakpoint
CREATE INDEX "download_files_version_idx" ON "download_files" USING btree ("version");--> statement-breakpoint
CREATE UNIQUE INDEX "download_files_key_idx" ON "download_files" USING btree ("file_key");--> statement-breakpoint
CREATE INDEX "news_articles_version_idx" ON "news_articles" USING btree ("version");--> statement-breakpoint
CREATE INDEX "news_reads_user_version_idx" ON "news_reads" USING btree ("user_id","version");--> statement-breakpoint
CREATE INDEX "open_items_lieferkunde_version_idx" ON "open_items" USING btree ("lieferkunde_nr","version");--> statement-breakpoint
CREATE INDEX "videos_version_idx" ON "videos" USING btree ("version");--> statement-breakpoint
CREATE UNIQUE INDEX "videos_key_idx" ON "videos" USING btree ("file_key");