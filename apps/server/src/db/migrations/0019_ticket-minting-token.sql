ALTER TABLE "auth_tickets" ADD COLUMN "token_jti" uuid;--> statement-breakpoint
ALTER TABLE "auth_tickets" ADD CONSTRAINT "auth_tickets_token_jti_auth_tokens_jti_fk" FOREIGN KEY ("token_jti") REFERENCES "public"."auth_tokens"("jti") ON DELETE cascade ON UPDATE no action;
