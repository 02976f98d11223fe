import { eq } from 'drizzle-orm';
import type { AdminQuiz, QuizInput } from '../../../shared/schemas/admin-catalog';
import type { Db } from '../../db/client';
import { quizzes } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { type AuditActor, changedFields, recordAudit } from '../audit/audit-log';
import { getAdminQuiz } from './admin-quiz-rows';
import { assertCanBeActive, holdCategory, lockQuiz } from './quiz-lock';
import { emptyAsNull } from './stored-text';

/** A new quiz has no questions yet, so it starts inactive (asking for active is QUIZ_HAS_NO_QUESTIONS). */
export async function createAdminQuiz(db: Db, actor: AuditActor, input: QuizInput): Promise<AdminQuiz> {
  if (input.isActive) throw new AppError(422, 'QUIZ_HAS_NO_QUESTIONS');
  const id = await db.transaction(async (tx) => {
    await holdCategory(tx, input.categoryId);
    const columns = toColumns(input);
    const [row] = await tx.insert(quizzes).values(columns).returning({ id: quizzes.id });
    await recordAudit(tx, actor, {
      action: 'quiz.create',
      entityType: 'quiz',
      entityId: row!.id,
      changes: columns,
    });
    return row!.id;
  });
  return getAdminQuiz(db, id);
}

/** Replaces every field an admin edits; becoming active needs a question (under the quiz lock). */
export async function updateAdminQuiz(
  db: Db,
  actor: AuditActor,
  id: string,
  input: QuizInput,
): Promise<AdminQuiz> {
  await db.transaction(async (tx) => {
    const before = await lockQuiz(tx, id);
    await holdCategory(tx, input.categoryId);
    if (input.isActive) await assertCanBeActive(tx, id);
    const columns = toColumns(input);
    await tx
      .update(quizzes)
      .set({ ...columns, updatedAt: new Date() })
      .where(eq(quizzes.id, id));
    await recordAudit(tx, actor, {
      action: 'quiz.update',
      entityType: 'quiz',
      entityId: id,
      changes: changedFields(before, columns),
    });
  });
  return getAdminQuiz(db, id);
}

export async function setQuizActive(
  db: Db,
  actor: AuditActor,
  id: string,
  isActive: boolean,
): Promise<AdminQuiz> {
  await db.transaction(async (tx) => {
    const before = await lockQuiz(tx, id);
    if (isActive) await assertCanBeActive(tx, id);
    await tx.update(quizzes).set({ isActive, updatedAt: new Date() }).where(eq(quizzes.id, id));
    await recordAudit(tx, actor, {
      action: 'quiz.active',
      entityType: 'quiz',
      entityId: id,
      changes: changedFields(before, { isActive }),
    });
  });
  return getAdminQuiz(db, id);
}

/** total_questions is the question editor's to keep; the rest comes from the form. */
function toColumns(input: QuizInput) {
  return {
    ...input,
    description: emptyAsNull(input.description),
    thumbnailUrl: emptyAsNull(input.thumbnailUrl),
  };
}
