DROP INDEX "quizzes_active_created_idx";--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(lower(coalesce(title, '') || ' ' || coalesce(description, '')), '`‘’ʻʼ′´', '''''''''''''''')) STORED;--> statement-breakpoint
CREATE INDEX "quizzes_active_newest_idx" ON "quizzes" USING btree ("created_at" DESC NULLS FIRST,"id") WHERE "quizzes"."is_active";--> statement-breakpoint
CREATE INDEX "quizzes_search_trgm_idx" ON "quizzes" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quizzes_active_price_idx" ON "quizzes" USING btree ("price","id") WHERE "quizzes"."is_active";--> statement-breakpoint
CREATE INDEX "quizzes_active_duration_idx" ON "quizzes" USING btree ("duration_minutes","id") WHERE "quizzes"."is_active";--> statement-breakpoint
CREATE INDEX "quizzes_active_questions_idx" ON "quizzes" USING btree ("total_questions" DESC NULLS FIRST,"id") WHERE "quizzes"."is_active";--> statement-breakpoint
CREATE INDEX "quizzes_active_difficulty_idx" ON "quizzes" USING btree ("difficulty_level") WHERE "quizzes"."is_active";