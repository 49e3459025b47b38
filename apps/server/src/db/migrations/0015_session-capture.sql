ALTER TABLE "sessions" ADD COLUMN "capture_source" text DEFAULT 'desktop' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "capture_labels" jsonb;
