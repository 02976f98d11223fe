import { asc, eq, sql } from 'drizzle-orm';
import { MAX_QUESTIONS_PER_QUIZ } from '../../../shared/domain/authoring';
import { MAX_PREVIEW_QUESTIONS } from '../../../shared/domain/storefront';
import type { AdminQuestion, AdminQuestionsResponse } from '../../../shared/schemas/admin-questions';
import type { Db } from '../../db/client';
import { questions, quizModules, quizzes } from '../../db/schema';
import { AppError } from '../../plugins/errors';

/**
 * What every write to a quiz's question list shares: the quiz row locked for the transaction, the
 * version check, the quiz-wide rules on the list as it will be, and the quiz's counters afterwards.
 */
export type LockedQuiz = typeof quizzes.$inferSelect;

export async function lockQuiz(tx: Db, quizId: string): Promise<LockedQuiz> {
  const [quiz] = await tx.select().from(quizzes).where(eq(quizzes.id, quizId)).for('update');
  if (!quiz) throw new AppError(404, 'QUIZ_NOT_FOUND');
  return quiz;
}

/** The editor loaded `version`; anything written since refuses the write, nothing is merged. */
export function checkVersion(quiz: LockedQuiz, version: number) {
  if (quiz.questionsVersion !== version) throw new AppError(409, 'QUESTIONS_CHANGED');
}

export async function quizModuleIds(db: Db, quizId: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: quizModules.id })
    .from(quizModules)
    .where(eq(quizModules.quizId, quizId));
  return new Set(rows.map((row) => row.id));
}

interface ListFacts {
  total: number;
  previews: number;
  moduleIds: (string | null)[];
}

/** The quiz-wide rules on the list as it will be after the write. */
export async function checkListRules(tx: Db, quiz: LockedQuiz, list: ListFacts) {
  const own = await quizModuleIds(tx, quiz.id);
  if (list.moduleIds.some((id) => id !== null && !own.has(id))) throw new AppError(422, 'MODULE_NOT_IN_QUIZ');
  if (list.previews > MAX_PREVIEW_QUESTIONS) throw new AppError(422, 'TOO_MANY_PREVIEWS');
  if (list.total > MAX_QUESTIONS_PER_QUIZ) throw new AppError(422, 'TOO_MANY_QUESTIONS');
  // an active quiz on the storefront must stay playable
  if (quiz.isActive && list.total === 0) throw new AppError(422, 'QUIZ_HAS_NO_QUESTIONS');
}

/** total_questions follows the list; the version moves on so every open editor sees it is stale. */
export async function recordListWritten(tx: Db, quizId: string) {
  await tx
    .update(quizzes)
    .set({
      totalQuestions: sql`(select count(*) from ${questions} where ${questions.quizId} = ${quizId})`,
      questionsVersion: sql`${quizzes.questionsVersion} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(quizzes.id, quizId));
}

type QuestionRow = typeof questions.$inferSelect;

export function toAdminQuestion(row: QuestionRow): AdminQuestion {
  return {
    id: row.id,
    questionText: row.questionText,
    options: row.options,
    correctAnswer: row.correctAnswer,
    points: row.points,
    explanation: row.explanation,
    isPreview: row.isPreview,
    moduleId: row.moduleId,
    thumbnailUrl: row.thumbnailUrl,
    orderIndex: row.orderIndex,
  };
}

export async function questionRows(db: Db, quizId: string): Promise<QuestionRow[]> {
  return db
    .select()
    .from(questions)
    .where(eq(questions.quizId, quizId))
    .orderBy(asc(questions.orderIndex), asc(questions.createdAt), asc(questions.id));
}

/** The quiz's questions in order with their answers, and the version an editor saves against. */
export async function questionList(db: Db, quizId: string): Promise<AdminQuestionsResponse> {
  const [quiz] = await db
    .select({ version: quizzes.questionsVersion })
    .from(quizzes)
    .where(eq(quizzes.id, quizId));
  if (!quiz) throw new AppError(404, 'QUIZ_NOT_FOUND');
  const rows = await questionRows(db, quizId);
  return { quizId, version: quiz.version, questions: rows.map(toAdminQuestion) };
}
