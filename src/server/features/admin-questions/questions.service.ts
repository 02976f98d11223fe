import { and, eq, inArray } from 'drizzle-orm';
import type { QuestionDraft, SaveQuestionsBody } from '../../../shared/schemas/admin-questions';
import type { Db } from '../../db/client';
import { questions } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { type AuditActor, recordAudit } from '../audit/audit-log';
import {
  checkListRules,
  checkVersion,
  lockQuiz,
  questionList,
  questionRows,
  recordListWritten,
} from './question-list';

/**
 * "Save all": the editor's whole list in its new order, in one transaction on the locked quiz.
 * Drafts with an id update that question of this quiz, drafts without one are added, the quiz's
 * questions missing from the list are deleted; order_index is the position in the list.
 */
export async function saveQuestions(db: Db, actor: AuditActor, quizId: string, body: SaveQuestionsBody) {
  await db.transaction(async (tx) => {
    const quiz = await lockQuiz(tx, quizId);
    checkVersion(quiz, body.version);
    const existing = new Map((await questionRows(tx, quizId)).map((row) => [row.id, row]));
    checkIds(body.questions, existing);
    await checkListRules(tx, quiz, {
      total: body.questions.length,
      previews: body.questions.filter((q) => q.isPreview).length,
      moduleIds: body.questions.map((q) => q.moduleId),
    });
    const kept = new Set(body.questions.flatMap((q) => (q.id ? [q.id] : [])));
    const removed = [...existing.keys()].filter((id) => !kept.has(id));
    if (removed.length > 0)
      await tx.delete(questions).where(and(eq(questions.quizId, quizId), inArray(questions.id, removed)));
    const written = await writeDrafts(tx, quizId, body.questions, existing);
    await recordListWritten(tx, quizId);
    await recordAudit(tx, actor, {
      action: 'questions.save',
      entityType: 'quiz',
      entityId: quizId,
      changes: { ...written, deleted: removed.length },
    });
  });
  return questionList(db, quizId);
}

/** Every id must be a question of this quiz, once: no write reaches another quiz's question. */
function checkIds(drafts: QuestionDraft[], existing: Map<string, unknown>) {
  const seen = new Set<string>();
  drafts.forEach((draft, index) => {
    if (!draft.id) return;
    if (!existing.has(draft.id)) throw new AppError(404, 'QUESTION_NOT_FOUND');
    if (seen.has(draft.id))
      throw new AppError(400, 'VALIDATION_FAILED', undefined, { [`questions.${index}.id`]: 'duplicate id' });
    seen.add(draft.id);
  });
}

type Row = typeof questions.$inferSelect;
type Values = Omit<typeof questions.$inferInsert, 'id' | 'quizId' | 'createdAt'>;

function draftValues(draft: QuestionDraft, orderIndex: number): Values {
  return {
    questionText: draft.questionText,
    options: draft.options,
    correctAnswer: draft.correctAnswer,
    points: draft.points,
    explanation: draft.explanation ? draft.explanation : null,
    isPreview: draft.isPreview,
    moduleId: draft.moduleId,
    thumbnailUrl: draft.thumbnailUrl,
    orderIndex,
  };
}

/** Only rows that differ are updated: a save that moves one question writes one or two rows. */
function changed(row: Row, values: Values): boolean {
  return (Object.keys(values) as (keyof Values)[]).some(
    (key) => JSON.stringify(row[key]) !== JSON.stringify(values[key]),
  );
}

/** Writes the drafts; how many questions were created and how many updated, for the audit log. */
async function writeDrafts(tx: Db, quizId: string, drafts: QuestionDraft[], existing: Map<string, Row>) {
  const inserts: (Values & { quizId: string })[] = [];
  let updated = 0;
  for (const [index, draft] of drafts.entries()) {
    const values = draftValues(draft, index);
    const row = draft.id ? existing.get(draft.id) : undefined;
    if (!row) inserts.push({ ...values, quizId });
    else if (changed(row, values)) {
      updated++;
      await tx
        .update(questions)
        .set(values)
        .where(and(eq(questions.id, row.id), eq(questions.quizId, quizId)));
    }
  }
  if (inserts.length > 0) await tx.insert(questions).values(inserts);
  return { created: inserts.length, updated };
}
