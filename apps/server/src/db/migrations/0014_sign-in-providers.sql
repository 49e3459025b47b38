CREATE TABLE "sign_in_challenges" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"player_id" integer,
	"data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sign_in_identities" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sign_in_challenges" ADD CONSTRAINT "sign_in_challenges_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_identities" ADD CONSTRAINT "sign_in_identities_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sign_in_identities_provider_subject_key" ON "sign_in_identities" USING btree ("provider","subject");--> statement-breakpoint
CREATE INDEX "sign_in_identities_player_idx" ON "sign_in_identities" USING btree ("player_id");
