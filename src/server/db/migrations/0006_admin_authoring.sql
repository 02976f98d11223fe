ALTER TABLE "quiz_results" ALTER COLUMN "score" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "questions_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_display_order_nonnegative" CHECK ("categories"."display_order" >= 0);--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_points_at_most_ten" CHECK ("questions"."points" <= 10);--> statement-breakpoint
ALTER TABLE "quiz_modules" ADD CONSTRAINT "quiz_modules_points_range" CHECK ("quiz_modules"."points_per_question" between 0.1 and 100);