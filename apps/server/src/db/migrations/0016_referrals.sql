CREATE TABLE "referral_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"referrer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"source_key" text NOT NULL,
	"recipient" text,
	"referred_player_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "referral_events" ADD CONSTRAINT "referral_events_referrer_id_players_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_events" ADD CONSTRAINT "referral_events_referred_player_id_players_id_fk" FOREIGN KEY ("referred_player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referral_events_source_key" ON "referral_events" USING btree ("referrer_id","kind","source_key");--> statement-breakpoint
CREATE INDEX "referral_events_referred_idx" ON "referral_events" USING btree ("referred_player_id");
