-- Decision 039: the capture source is decided by the upload's path. The recorder's hand-tapped
-- sessions, stored as 'manual' until now, are 'phone'.
UPDATE "sessions" SET "capture_source" = 'phone' WHERE "capture_source" = 'manual';--> statement-breakpoint
ALTER TABLE "duels" ADD COLUMN "require_tracked_sessions" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "duels" ADD COLUMN "creator_capture_source" text;--> statement-breakpoint
ALTER TABLE "duels" ADD COLUMN "invited_player_capture_source" text;--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "require_tracked_sessions" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "league_submissions" ADD COLUMN "capture_source" text DEFAULT 'desktop' NOT NULL;--> statement-breakpoint
-- Submissions made before the columns existed carry their session's source.
UPDATE "duels" SET "creator_capture_source" = s."capture_source" FROM "sessions" s WHERE s."session_id" = "duels"."creator_session_id";--> statement-breakpoint
UPDATE "duels" SET "invited_player_capture_source" = s."capture_source" FROM "sessions" s WHERE s."session_id" = "duels"."invited_player_session_id";--> statement-breakpoint
UPDATE "league_submissions" SET "capture_source" = s."capture_source" FROM "sessions" s WHERE s."session_id" = "league_submissions"."session_id";
