ALTER TABLE "gift_codes" ADD COLUMN "emails_in_window" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_codes" ADD COLUMN "email_window_start" timestamp with time zone;
