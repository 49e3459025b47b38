CREATE TABLE "duel_ratings" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"rating" double precision NOT NULL,
	"deviation" double precision NOT NULL,
	"volatility" double precision NOT NULL,
	"duels" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "duels" (
	"id" serial PRIMARY KEY NOT NULL,
	"creator_id" integer NOT NULL,
	"invited_player_id" integer,
	"invited_contact_type" text,
	"invited_contact" text,
	"status" text NOT NULL,
	"competition_mode" text NOT NULL,
	"time_limit_minutes" integer,
	"max_attempts" integer,
	"putting_distance_feet" double precision NOT NULL,
	"invitation_expiry_minutes" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"creator_score" integer,
	"invited_player_score" integer,
	"creator_session_id" uuid,
	"invited_player_session_id" uuid,
	"creator_putt_log_sha256" text,
	"invited_player_putt_log_sha256" text,
	"winner_id" integer,
	"forfeit" boolean DEFAULT false NOT NULL,
	"creator_rating" double precision,
	"creator_deviation" double precision,
	"creator_rating_change" double precision,
	"invited_player_rating" double precision,
	"invited_player_deviation" double precision,
	"invited_player_rating_change" double precision,
	"reminders_sent" smallint DEFAULT 0 NOT NULL,
	"invite_mailed_at" timestamp with time zone,
	CONSTRAINT "duels_rules_check" CHECK (("duels"."competition_mode" = 'time_limit' and "duels"."time_limit_minutes" is not null) or ("duels"."competition_mode" = 'shoot_out' and "duels"."max_attempts" is not null)),
	CONSTRAINT "duels_invitee_check" CHECK ("duels"."invited_player_id" is not null or "duels"."status" in ('pending_new_player', 'cancelled', 'expired')),
	CONSTRAINT "duels_not_self_check" CHECK ("duels"."invited_player_id" is null or "duels"."invited_player_id" <> "duels"."creator_id")
);
--> statement-breakpoint
ALTER TABLE "duel_ratings" ADD CONSTRAINT "duel_ratings_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duels" ADD CONSTRAINT "duels_creator_id_players_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duels" ADD CONSTRAINT "duels_invited_player_id_players_id_fk" FOREIGN KEY ("invited_player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "duels_creator_idx" ON "duels" USING btree ("creator_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "duels_invited_player_idx" ON "duels" USING btree ("invited_player_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "duels_open_expires_idx" ON "duels" USING btree ("expires_at") WHERE "duels"."status" in ('pending', 'pending_new_player', 'active');--> statement-breakpoint
CREATE INDEX "duels_new_player_contact_idx" ON "duels" USING btree ("invited_contact") WHERE "duels"."status" = 'pending_new_player';