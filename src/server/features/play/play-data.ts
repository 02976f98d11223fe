import { and, asc, count, eq, sql } from 'drizzle-orm';
import { questionWeight } from '../../../shared/domain/grading';
import type { PlayQuestion, PlaySession } from '../../../shared/schemas/play';
import type { Db } from '../../db/client';
import { builtOnce } from '../../db/prepared';
import { questions, quizAttempts, quizModules, type quizSessions, quizzes } from '../../db/schema';
import { optionsInShownOrder } from './shuffle';
import { remainingAt } from './timer';

export type SessionRow = typeof quizSessions.$inferSelect;
export type QuizRow = typeof quizzes.$inferSelect;

export interface QuestionRow {
  id: string;
  questionText: string;
  options: string[];
  correctAnswer: number;
  points: number;
  pointsPerQuestion: number | null;
  explanation: string | null;
  thumbnailUrl: string | null;
  moduleId: string | null;
  moduleName: string | null;
}

const quizIdValue = sql.placeholder('quizId');

// built once: a start, a finish and its result each read the questions
const questionsOf = builtOnce((db) =>
  db
    .select({
      id: questions.id,
      questionText: questions.questionText,
      options: questions.options,
      correctAnswer: questions.correctAnswer,
      points: questions.points,
      pointsPerQuestion: quizModules.pointsPerQuestion,
      explanation: questions.explanation,
      thumbnailUrl: questions.thumbnailUrl,
      moduleId: questions.moduleId,
      moduleName: quizModules.name,
    })
    .from(questions)
    .leftJoin(quizModules, eq(quizModules.id, questions.moduleId))
    .where(eq(questions.quizId, quizIdValue))
    .orderBy(asc(questions.orderIndex), asc(questions.createdAt)),
);

/** Every question of a quiz in its authored order, with its module's name. */
export async function loadQuestions(db: Db, quizId: string): Promise<QuestionRow[]> {
  return questionsOf(db, { quizId });
}

const countQuestions = builtOnce((db) =>
  db
    .select({ n: count() })
    .from(questions)
    .where(eq(questions.quizId, sql.placeholder('quizId'))),
);

/** The quiz's number of questions: the bound of the current question index a pause reports. */
export async function questionCount(db: Db, quizId: string): Promise<number> {
  const [row] = await countQuestions(db, { quizId });
  return row?.n ?? 0;
}

/** Questions in the order this session shows them (its shuffle, or the authored order). */
export function inSessionOrder<Q extends { id: string }>(all: Q[], order: string[] | null): Q[] {
  if (!order) return all;
  const byId = new Map(all.map((q) => [q.id, q]));
  const ordered = order.map((id) => byId.get(id)).filter((q): q is Q => !!q);
  // questions added after the session started go last
  return [...ordered, ...all.filter((q) => !order.includes(q.id))];
}

/** What a playing device receives: never a correct answer or an explanation. */
export function sessionView(
  session: SessionRow,
  quiz: QuizRow,
  all: QuestionRow[],
  attemptNumber: number,
  now: Date,
): PlaySession {
  const shown: PlayQuestion[] = inSessionOrder(all, session.shuffledQuestions).map((q) => ({
    id: q.id,
    questionText: q.questionText,
    thumbnailUrl: q.thumbnailUrl,
    moduleId: q.moduleId,
    moduleName: q.moduleName,
    points: questionWeight(q.points, q.pointsPerQuestion),
    options: optionsInShownOrder(q.options, session.shuffledAnswers?.[q.id]),
  }));
  return {
    sessionId: session.id,
    quizId: quiz.id,
    quizTitle: quiz.title,
    attemptNumber,
    deviceId: session.deviceId,
    questions: shown,
    currentQuestionIndex: Math.min(session.currentQuestionIndex, Math.max(0, shown.length - 1)),
    answers: session.answers,
    timeRemaining: remainingAt(session, now),
    durationSeconds: quiz.durationMinutes * 60,
    strictTimer: session.deadlineAt !== null,
    startedAt: session.startedAt.toISOString(),
  };
}

export async function findQuiz(db: Db, quizId: string): Promise<QuizRow | undefined> {
  const [quiz] = await db
    .select()
    .from(quizzes)
    .where(and(eq(quizzes.id, quizId), eq(quizzes.isActive, true)));
  return quiz;
}

export async function attemptNumberOf(db: Db, attemptId: string): Promise<number> {
  const [attempt] = await db
    .select({ n: quizAttempts.attemptNumber })
    .from(quizAttempts)
    .where(eq(quizAttempts.id, attemptId));
  return attempt?.n ?? 1;
}
