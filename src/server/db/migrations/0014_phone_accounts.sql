CREATE TABLE "phone_code_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone_number" text NOT NULL,
	"ip_address" text,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_codes" (
	"phone_number" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"wrong_attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "phone_codes_phone_number_purpose_pk" PRIMARY KEY("phone_number","purpose")
);
--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "sign_in_method" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_number" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_number_verified" boolean DEFAULT false;--> statement-breakpoint
CREATE INDEX "phone_code_sends_phone_idx" ON "phone_code_sends" USING btree ("phone_number","sent_at");--> statement-breakpoint
CREATE INDEX "phone_code_sends_ip_idx" ON "phone_code_sends" USING btree ("ip_address","sent_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_phone_number_unique" UNIQUE("phone_number");