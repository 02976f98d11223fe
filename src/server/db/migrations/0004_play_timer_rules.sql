ALTER TABLE "quizzes" ADD COLUMN "strict_timer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD COLUMN "pause_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD COLUMN "paused_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_sessions" ADD COLUMN "paused_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quiz_sessions" ADD COLUMN "deadline_at" timestamp with time zone;