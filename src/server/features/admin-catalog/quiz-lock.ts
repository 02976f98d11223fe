import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, questions, quizzes } from '../../db/schema';
import { AppError } from '../../plugins/errors';

/**
 * Locks a quiz row for the rest of the transaction (`for update`). Every write whose rule spans
 * several rows of one quiz (activation, module order, the question editor's save all) takes this
 * lock first, so two such writes on one quiz run one after the other. 404 QUIZ_NOT_FOUND.
 */
export async function lockQuiz(tx: Db, quizId: string) {
  const [quiz] = await tx.select().from(quizzes).where(eq(quizzes.id, quizId)).for('update');
  if (!quiz) throw new AppError(404, 'QUIZ_NOT_FOUND');
  return quiz;
}

/**
 * Holds a category while a quiz is put in it (`for share`): deleting the category locks it
 * `for update` and then counts its quizzes, so it either waits and sees the new quiz (409), or
 * goes first and this finds it gone (404), never a quiz silently losing its category.
 */
export async function holdCategory(tx: Db, categoryId: string | null) {
  if (categoryId === null) return null;
  const [category] = await tx
    .select({ id: categories.id, nameUz: categories.nameUz })
    .from(categories)
    .where(eq(categories.id, categoryId))
    .for('share');
  if (!category) throw new AppError(404, 'CATEGORY_NOT_FOUND');
  return category;
}

/** An active quiz needs a question to play: checked under the quiz lock (see lockQuiz). */
export async function assertCanBeActive(tx: Db, quizId: string) {
  const [question] = await tx
    .select({ id: questions.id })
    .from(questions)
    .where(eq(questions.quizId, quizId))
    .limit(1);
  if (!question) throw new AppError(422, 'QUIZ_HAS_NO_QUESTIONS');
}
