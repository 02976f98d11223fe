CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"company" text,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"source" text NOT NULL,
	"user_id" text,
	"ip_address" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guest_access" ADD COLUMN "quiz_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_access" ADD COLUMN "link_token_hash" text;--> statement-breakpoint
ALTER TABLE "guest_access" ADD COLUMN "merged_user_id" text;--> statement-breakpoint
ALTER TABLE "guest_access" ADD COLUMN "merged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "guest_name" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "guest_phone" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "guest_token_hash" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contact_messages_user_id_idx" ON "contact_messages" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "guest_access" ADD CONSTRAINT "guest_access_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_access" ADD CONSTRAINT "guest_access_merged_user_id_users_id_fk" FOREIGN KEY ("merged_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_access_quiz_id_idx" ON "guest_access" USING btree ("quiz_id");--> statement-breakpoint
CREATE INDEX "guest_access_email_idx" ON "guest_access" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "guest_access_merged_user_id_idx" ON "guest_access" USING btree ("merged_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_guest_token_hash_unique" ON "payments" USING btree ("guest_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_sessions_one_active_per_guest" ON "quiz_sessions" USING btree ("guest_access_id","quiz_id") WHERE "quiz_sessions"."is_active" and "quiz_sessions"."guest_access_id" is not null;--> statement-breakpoint
ALTER TABLE "guest_access" ADD CONSTRAINT "guest_access_link_token_hash_unique" UNIQUE("link_token_hash");--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_guest_quiz_number_unique" UNIQUE("guest_access_id","quiz_id","attempt_number");