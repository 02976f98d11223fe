import { eq, sql } from 'drizzle-orm';
import { adminCatalog } from '../../../shared/i18n/admin/catalog';
import { formatListIn } from '../../../shared/i18n/list';
import type { QuizDeleteResponse } from '../../../shared/schemas/admin-catalog';
import type { Db } from '../../db/client';
import { payments, purchases, quizAttempts, quizResults, quizSessions, quizzes } from '../../db/schema';
import { currentLanguage } from '../../plugins/language';
import { type AuditActor, recordAudit } from '../audit/audit-log';
import { lockQuiz } from './quiz-lock';

type KeepReason = keyof typeof adminCatalog.quizDeletion.reasons;

/**
 * Deletes a quiz nobody has bought or played. One with purchases (or a payment under way, whose
 * confirmation would need the quiz), results or attempts is kept for the books and deactivated
 * instead, and the message says why. Cart items do not keep a quiz: a cart is a wish, and the
 * foreign key takes the quiz out of every cart. The quiz row is locked first, so a purchase or
 * attempt written meanwhile (its foreign key check waits for the lock) is either seen here or fails.
 */
export async function deleteOrDeactivateQuiz(
  db: Db,
  actor: AuditActor,
  id: string,
): Promise<QuizDeleteResponse> {
  return db.transaction(async (tx) => {
    const quiz = await lockQuiz(tx, id);
    const reasons = await keepReasons(tx, id);
    const entity = { entityType: 'quiz', entityId: id };
    if (reasons.length === 0) {
      await tx.delete(quizzes).where(eq(quizzes.id, id));
      const { searchText: _searchText, ...fields } = quiz;
      await recordAudit(tx, actor, { action: 'quiz.delete', ...entity, changes: fields });
      return { outcome: 'deleted', message: adminCatalog.quizDeletion.deleted };
    }
    await tx.update(quizzes).set({ isActive: false, updatedAt: new Date() }).where(eq(quizzes.id, id));
    // asked to delete, kept for the books: the record says what changed and why
    await recordAudit(tx, actor, {
      action: 'quiz.deactivate',
      ...entity,
      changes: { isActive: { from: quiz.isActive, to: false }, keptBecause: reasons },
    });
    return {
      outcome: 'deactivated',
      message: keptMessage(reasons),
    };
  });
}

/** Why the quiz was kept, its reasons listed in the request's language. */
function keptMessage(reasons: KeepReason[]): string {
  const texts = adminCatalog.quizDeletion;
  return texts.keptBecause(
    formatListIn(
      currentLanguage(),
      reasons.map((reason) => texts.reasons[reason]),
    ),
  );
}

async function keepReasons(tx: Db, quizId: string): Promise<KeepReason[]> {
  const { rows } = await tx.execute<Record<KeepReason, boolean>>(sql`select
    exists (select 1 from ${purchases} where ${purchases.quizId} = ${quizId})
      or exists (select 1 from ${payments} where ${payments.items} @> ${JSON.stringify([{ quizId }])}::jsonb)
      as purchases,
    exists (select 1 from ${quizResults} where ${quizResults.quizId} = ${quizId}) as results,
    exists (select 1 from ${quizAttempts} where ${quizAttempts.quizId} = ${quizId})
      or exists (select 1 from ${quizSessions} where ${quizSessions.quizId} = ${quizId})
      as attempts`);
  const found = rows[0];
  return (Object.keys(adminCatalog.quizDeletion.reasons) as KeepReason[]).filter((reason) => found?.[reason]);
}
