CREATE TABLE "favourite_players" (
	"member_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "favourite_players_member_id_player_id_pk" PRIMARY KEY("member_id","player_id")
);
--> statement-breakpoint
ALTER TABLE "favourite_players" ADD CONSTRAINT "favourite_players_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_players" ADD CONSTRAINT "favourite_players_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourite_players_player_idx" ON "favourite_players" USING btree ("player_id");