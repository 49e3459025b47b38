CREATE TABLE "association_inquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"comments" text NOT NULL,
	"club_name" text,
	"office_address" text,
	"number_of_users" integer NOT NULL,
	"onboarding_support" boolean DEFAULT false NOT NULL,
	"implementation_support" boolean DEFAULT false NOT NULL,
	"event_management" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
