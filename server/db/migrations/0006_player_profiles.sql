ALTER TABLE "players" ADD COLUMN "military_service" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "hobby_ko" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "hobby_en" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "instructor" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "awards" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "profile_private" boolean DEFAULT false NOT NULL;