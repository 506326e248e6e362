CREATE TABLE "document_files" (
	"document_id" uuid PRIMARY KEY NOT NULL,
	"lieferkunde_nr" integer NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "integration_versions" (
	"type" text NOT NULL,
	"key" text NOT NULL,
	"version" integer NOT NULL,
	CONSTRAINT "integration_versions_type_key_pk" PRIMARY KEY("type","key")
);
--> statement-breakpoint
ALTER TABLE "document_files" ADD CONSTRAINT "document_files_lieferkunde_nr_lieferkunden_lieferkunde_nr_fk" FOREIGN KEY ("lieferkunde_nr") REFERENCES "public"."lieferkunden"("lieferkunde_nr") ON DELETE cascade ON UPDATE no action;