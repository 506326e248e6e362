ALTER TABLE "login_failures" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "login_failures" CASCADE;--> statement-breakpoint
CREATE INDEX "login_throttle_window_idx" ON "login_throttle" USING btree ("window_start");--> statement-breakpoint
-- Data: a session that was impersonating before sessions.impersonation_id existed gets its open
-- audit record, so its end (depersonate, logout, login, expiry) is recorded on that record.
UPDATE "sessions" s SET "impersonation_id" = (
  SELECT i."id" FROM "impersonations" i
  WHERE i."admin_id" = s."impersonator_id" AND i."target_user_id" = s."user_id" AND i."ended_at" IS NULL
  ORDER BY i."started_at" DESC LIMIT 1
) WHERE s."impersonator_id" IS NOT NULL AND s."impersonation_id" IS NULL;--> statement-breakpoint
-- Data: open records whose session is already gone ended by expiry before expiry was audited;
-- when exactly is unknown, so the time of this migration stands for it.
UPDATE "impersonations" SET "ended_at" = now(), "end_reason" = 'expired'
WHERE "ended_at" IS NULL
  AND "id" NOT IN (SELECT "impersonation_id" FROM "sessions" WHERE "impersonation_id" IS NOT NULL);
