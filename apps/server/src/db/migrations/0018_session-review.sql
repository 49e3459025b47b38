ALTER TABLE "sessions" ADD COLUMN "review_state" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "sessions_review_idx" ON "sessions" USING btree ("review_state") WHERE "sessions"."review_state" is not null;
