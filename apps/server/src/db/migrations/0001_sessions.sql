CREATE TABLE "career_stats" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"total_sessions" integer DEFAULT 0 NOT NULL,
	"sum_makes" integer DEFAULT 0 NOT NULL,
	"sum_misses" integer DEFAULT 0 NOT NULL,
	"sum_putts" integer DEFAULT 0 NOT NULL,
	"sum_duration" double precision DEFAULT 0 NOT NULL,
	"high_makes" integer DEFAULT 0 NOT NULL,
	"high_best_streak" integer DEFAULT 0 NOT NULL,
	"low_fastest_21" double precision,
	"high_most_in_60" integer DEFAULT 0 NOT NULL,
	"high_ppm" double precision,
	"high_mpm" double precision,
	"high_duration" double precision DEFAULT 0 NOT NULL,
	"last_session_at" timestamp with time zone,
	"consecutive" jsonb NOT NULL,
	"makes_overview" jsonb NOT NULL,
	"makes_detailed" jsonb NOT NULL,
	"misses_overview" jsonb NOT NULL,
	"misses_detailed" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"player_id" integer NOT NULL,
	"session_number" integer,
	"started_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"duration_seconds" double precision,
	"putting_distance_feet" double precision NOT NULL,
	"putt_log" jsonb NOT NULL,
	"putt_log_sha256" text NOT NULL,
	"irl_player" text,
	"duel_id" integer,
	"league_round_id" integer,
	"competition" jsonb,
	"makes" integer NOT NULL,
	"misses" integer NOT NULL,
	"putts" integer NOT NULL,
	"session_duration" double precision NOT NULL,
	"best_streak" integer NOT NULL,
	"fastest_21_makes" double precision,
	"most_makes_in_60_seconds" integer NOT NULL,
	"putts_per_minute" double precision,
	"makes_per_minute" double precision,
	"makes_overview" jsonb NOT NULL,
	"misses_overview" jsonb NOT NULL,
	"makes_by_category" jsonb NOT NULL,
	"misses_by_category" jsonb NOT NULL,
	"consecutive_by_category" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "career_stats" ADD CONSTRAINT "career_stats_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_session_id_key" ON "sessions" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_player_number_key" ON "sessions" USING btree ("player_id","session_number");