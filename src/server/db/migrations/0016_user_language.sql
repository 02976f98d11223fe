ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'uz-Latn' NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_access" ADD COLUMN "language" text DEFAULT 'uz-Latn' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "guest_language" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "language" text DEFAULT 'uz-Latn' NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "language" text DEFAULT 'uz-Latn' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_known" CHECK ("language" IN ('uz-Latn', 'uz-Cyrl', 'ru'));
