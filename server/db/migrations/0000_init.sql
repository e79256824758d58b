CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tour_category" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_ko" text NOT NULL,
	"name_en" text NOT NULL,
	"short_ko" text NOT NULL,
	"short_en" text NOT NULL,
	"color" varchar(7) NOT NULL,
	"main" boolean DEFAULT false NOT NULL,
	"sort_order" smallint NOT NULL
);
