CREATE TABLE "certificates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"achievement_type" text NOT NULL,
	"achievement_subtype" text DEFAULT '' NOT NULL,
	"achievement_value" integer NOT NULL,
	"achieved_at" timestamp with time zone NOT NULL,
	"certificate_issued_at" timestamp with time zone NOT NULL,
	"rarity_tier" text NOT NULL,
	"achievement_data" jsonb NOT NULL,
	"data_hash" text NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"bitcoin_block_height" integer
);
--> statement-breakpoint
CREATE TABLE "league_leaderboard" (
	"league_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"irl_player" text DEFAULT '' NOT NULL,
	"sessions" integer NOT NULL,
	"total_makes" integer NOT NULL,
	"best_streak" integer NOT NULL,
	"max_makes_per_minute" double precision,
	"min_fastest_21" double precision,
	CONSTRAINT "league_leaderboard_league_id_player_id_irl_player_pk" PRIMARY KEY("league_id","player_id","irl_player")
);
--> statement-breakpoint
CREATE TABLE "league_invites" (
	"id" serial PRIMARY KEY NOT NULL,
	"league_id" integer NOT NULL,
	"invited_player_id" integer,
	"invited_email" text,
	"inviter_id" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "league_invites_target_check" CHECK (("league_invites"."invited_player_id" is null) <> ("league_invites"."invited_email" is null))
);
--> statement-breakpoint
CREATE TABLE "league_members" (
	"league_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"left_at" timestamp with time zone,
	"calendar_token" text NOT NULL,
	CONSTRAINT "league_members_league_id_player_id_pk" PRIMARY KEY("league_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "league_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"league_id" integer NOT NULL,
	"round_number" integer NOT NULL,
	"status" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"participants_at_close" integer,
	"reminded_at" timestamp with time zone,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "league_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"league_id" integer NOT NULL,
	"round_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"irl_player" text DEFAULT '' NOT NULL,
	"session_id" uuid NOT NULL,
	"putt_log_sha256" text NOT NULL,
	"score" integer NOT NULL,
	"points_awarded" integer,
	"round_rank" integer,
	"catch_up" boolean NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"makes" integer NOT NULL,
	"misses" integer NOT NULL,
	"putts" integer NOT NULL,
	"session_duration" double precision NOT NULL,
	"best_streak" integer NOT NULL,
	"fastest_21_makes" double precision,
	"most_makes_in_60_seconds" integer NOT NULL,
	"makes_per_minute" double precision
);
--> statement-breakpoint
CREATE TABLE "leagues" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"privacy" text NOT NULL,
	"status" text NOT NULL,
	"creator_id" integer NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"time_zone" text,
	"num_rounds" integer NOT NULL,
	"round_duration_hours" integer,
	"competition_mode" text NOT NULL,
	"time_limit_minutes" integer,
	"max_attempts" integer,
	"putting_distance_feet" double precision NOT NULL,
	"allow_player_invites" boolean NOT NULL,
	"allow_late_joiners" boolean NOT NULL,
	"allow_catch_up_submissions" boolean NOT NULL,
	"is_irl" boolean NOT NULL,
	"player_names" jsonb NOT NULL,
	"member_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "leagues_rules_check" CHECK (("leagues"."competition_mode" = 'time_limit' and "leagues"."time_limit_minutes" is not null) or ("leagues"."competition_mode" = 'shoot_out' and "leagues"."max_attempts" is not null))
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_leaderboard" ADD CONSTRAINT "league_leaderboard_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_leaderboard" ADD CONSTRAINT "league_leaderboard_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_invites" ADD CONSTRAINT "league_invites_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_invites" ADD CONSTRAINT "league_invites_invited_player_id_players_id_fk" FOREIGN KEY ("invited_player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_invites" ADD CONSTRAINT "league_invites_inviter_id_players_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_members" ADD CONSTRAINT "league_members_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_members" ADD CONSTRAINT "league_members_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_rounds" ADD CONSTRAINT "league_rounds_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_submissions" ADD CONSTRAINT "league_submissions_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_submissions" ADD CONSTRAINT "league_submissions_round_id_league_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."league_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_submissions" ADD CONSTRAINT "league_submissions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_creator_id_players_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_award_key" ON "certificates" USING btree ("player_id","achievement_type","achievement_subtype","achievement_value");--> statement-breakpoint
CREATE INDEX "certificates_player_idx" ON "certificates" USING btree ("player_id","achieved_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "certificates_unverified_idx" ON "certificates" USING btree ("certificate_issued_at") WHERE not "certificates"."is_verified";--> statement-breakpoint
CREATE UNIQUE INDEX "league_invites_pending_player_key" ON "league_invites" USING btree ("league_id","invited_player_id") WHERE "league_invites"."status" = 'pending' and "league_invites"."invited_player_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "league_invites_pending_email_key" ON "league_invites" USING btree ("league_id","invited_email") WHERE "league_invites"."status" = 'pending' and "league_invites"."invited_email" is not null;--> statement-breakpoint
CREATE INDEX "league_invites_player_idx" ON "league_invites" USING btree ("invited_player_id") WHERE "league_invites"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "league_invites_email_idx" ON "league_invites" USING btree ("invited_email") WHERE "league_invites"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "league_invites_inviter_idx" ON "league_invites" USING btree ("inviter_id");--> statement-breakpoint
CREATE INDEX "league_members_player_idx" ON "league_members" USING btree ("player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "league_rounds_league_number_key" ON "league_rounds" USING btree ("league_id","round_number");--> statement-breakpoint
CREATE INDEX "league_rounds_open_idx" ON "league_rounds" USING btree ("start_time") WHERE "league_rounds"."status" <> 'completed';--> statement-breakpoint
CREATE UNIQUE INDEX "league_submissions_round_entrant_key" ON "league_submissions" USING btree ("round_id","player_id","irl_player");--> statement-breakpoint
CREATE INDEX "league_submissions_league_idx" ON "league_submissions" USING btree ("league_id");--> statement-breakpoint
CREATE INDEX "leagues_creator_idx" ON "leagues" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "leagues_public_open_idx" ON "leagues" USING btree ("id" DESC NULLS LAST) WHERE "leagues"."privacy" = 'public' and "leagues"."status" in ('registering', 'active');--> statement-breakpoint
CREATE INDEX "leagues_registering_start_idx" ON "leagues" USING btree ("start_time") WHERE "leagues"."status" = 'registering';