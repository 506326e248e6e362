CREATE TABLE "recipe_upload_files" (
	"upload_id" uuid PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recipe_upload_files" ADD CONSTRAINT "recipe_upload_files_upload_id_recipe_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."recipe_uploads"("id") ON DELETE cascade ON UPDATE no action;