ALTER TABLE "delivery_lines" ADD COLUMN "manufacturer" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_lines" ADD COLUMN "stat_category" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
-- Lines seeded before the statistics: manufacturer and category from the catalogue by the rule of
-- src/api/statistics.ts (statCategoryOf: problem, then import; compounding articles are only in
-- newer seeds), with a new version so that synced browsers pull them.
UPDATE "delivery_lines" AS l SET "manufacturer" = a."manufacturer", "stat_category" = CASE WHEN a."narcotic" OR a."cold_chain" THEN 'problem' WHEN a."rx" AND a."pzn" ~ '^[0-9]+$' AND a."pzn"::bigint % 10 = 3 THEN 'import' ELSE 'standard' END, "version" = nextval('sync_version') FROM "articles" AS a WHERE a."pzn" = l."pzn";
