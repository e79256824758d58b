-- Data fix before the index (docs/decisions/0041): a database where two logins raced may hold several open
-- sessions of one member. The newest stays; the others end as superseded, and ended sessions keep no usable
-- refresh token.
UPDATE "auth_sessions" AS "s" SET "ended_at" = now(), "end_reason" = 'superseded' WHERE "s"."ended_at" IS NULL AND EXISTS (SELECT 1 FROM "auth_sessions" AS "newer" WHERE "newer"."member_id" = "s"."member_id" AND "newer"."ended_at" IS NULL AND ("newer"."created_at", "newer"."id") > ("s"."created_at", "s"."id"));--> statement-breakpoint
UPDATE "refresh_tokens" AS "t" SET "revoked_at" = now() FROM "auth_sessions" AS "s" WHERE "s"."id" = "t"."session_id" AND "s"."ended_at" IS NOT NULL AND "t"."revoked_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "auth_sessions_one_open_idx" ON "auth_sessions" USING btree ("member_id") WHERE "auth_sessions"."ended_at" is null;
