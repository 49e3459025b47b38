DROP INDEX "certificates_unverified_idx";--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "ots_proof" bytea;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "stamped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "stamp_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "next_stamp_check_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "certificates_stamp_due_idx" ON "certificates" USING btree ("next_stamp_check_at") WHERE not "certificates"."is_verified";
