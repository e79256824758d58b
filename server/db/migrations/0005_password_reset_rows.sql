ALTER TABLE "password_resets" ALTER COLUMN "member_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "password_resets" ALTER COLUMN "request_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "password_resets" ADD COLUMN "login_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "password_resets" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;