import { asc, count, eq, getTableColumns, max, sql } from 'drizzle-orm';
import type { AdminModule, ModuleInput } from '../../../shared/schemas/admin-catalog';
import type { Db } from '../../db/client';
import { questions, quizModules, quizzes } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { type AuditActor, changedFields, recordAudit } from '../audit/audit-log';
import { lockQuiz } from './quiz-lock';
import { emptyAsNull } from './stored-text';

const { createdAt: _createdAt, ...moduleColumns } = getTableColumns(quizModules);

/** A quiz's modules in their order, each with how many questions it holds. */
export async function listModules(db: Db, quizId: string): Promise<AdminModule[]> {
  const [quiz] = await db.select({ id: quizzes.id }).from(quizzes).where(eq(quizzes.id, quizId));
  if (!quiz) throw new AppError(404, 'QUIZ_NOT_FOUND');
  return selectModules(db, quizId);
}

function selectModules(db: Db, quizId: string): Promise<AdminModule[]> {
  return db
    .select({ ...moduleColumns, questionCount: count(questions.id) })
    .from(quizModules)
    .leftJoin(questions, eq(questions.moduleId, quizModules.id))
    .where(eq(quizModules.quizId, quizId))
    .groupBy(quizModules.id)
    .orderBy(asc(quizModules.orderIndex), asc(quizModules.createdAt), asc(quizModules.id));
}

/** Appended after the last module; the quiz lock keeps two creations from taking one place. */
export async function createModule(
  db: Db,
  actor: AuditActor,
  quizId: string,
  input: ModuleInput,
): Promise<AdminModule> {
  return db.transaction(async (tx) => {
    await lockQuiz(tx, quizId);
    const [last] = await tx
      .select({ orderIndex: max(quizModules.orderIndex) })
      .from(quizModules)
      .where(eq(quizModules.quizId, quizId));
    const orderIndex = last?.orderIndex == null ? 0 : last.orderIndex + 1;
    const values = { ...toColumns(input), quizId, orderIndex };
    const [row] = await tx.insert(quizModules).values(values).returning(moduleColumns);
    await recordAudit(tx, actor, { action: 'module.create', ...moduleEntity(row!.id), changes: values });
    return { ...row!, questionCount: 0 };
  });
}

export async function updateModule(
  db: Db,
  actor: AuditActor,
  id: string,
  input: ModuleInput,
): Promise<AdminModule> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(quizModules).where(eq(quizModules.id, id)).for('update');
    if (!before) throw new AppError(404, 'MODULE_NOT_FOUND');
    const columns = toColumns(input);
    const [row] = await tx
      .update(quizModules)
      .set(columns)
      .where(eq(quizModules.id, id))
      .returning(moduleColumns);
    await recordAudit(tx, actor, {
      action: 'module.update',
      ...moduleEntity(id),
      changes: changedFields(before, columns),
    });
    return { ...row!, questionCount: await countQuestionsIn(tx, id) };
  });
}

/**
 * Deletes a module; its questions stay in the quiz with no module ('Modul belgilanmagan'). Their
 * rows change, so the quiz's questions_version goes up (under the quiz lock, as the question
 * editor's save all takes it) and an editor holding the old list must reload before saving.
 */
export async function deleteModule(db: Db, actor: AuditActor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const quizId = await quizOfModule(tx, id);
    await lockQuiz(tx, quizId);
    // the module may have gone while we waited for the lock
    const [deleted] = await tx.delete(quizModules).where(eq(quizModules.id, id)).returning();
    if (!deleted) throw new AppError(404, 'MODULE_NOT_FOUND');
    await recordAudit(tx, actor, { action: 'module.delete', ...moduleEntity(id), changes: deleted });
    // the foreign key (on delete set null) has already moved the module's questions out
    await tx
      .update(quizzes)
      .set({ questionsVersion: sql`${quizzes.questionsVersion} + 1`, updatedAt: new Date() })
      .where(eq(quizzes.id, quizId));
  });
}

/** Sets the order of a quiz's modules; `ids` must be exactly its modules (else REORDER_MISMATCH). */
export async function reorderModules(
  db: Db,
  actor: AuditActor,
  quizId: string,
  ids: string[],
): Promise<AdminModule[]> {
  return db.transaction(async (tx) => {
    await lockQuiz(tx, quizId);
    const current = await tx
      .select({ id: quizModules.id })
      .from(quizModules)
      .where(eq(quizModules.quizId, quizId))
      .orderBy(asc(quizModules.orderIndex), asc(quizModules.createdAt), asc(quizModules.id));
    if (
      !sameMembers(
        ids,
        current.map((m) => m.id),
      )
    )
      throw new AppError(409, 'REORDER_MISMATCH');
    for (const [orderIndex, moduleId] of ids.entries()) {
      await tx.update(quizModules).set({ orderIndex }).where(eq(quizModules.id, moduleId));
    }
    await recordAudit(tx, actor, {
      action: 'module.reorder',
      entityType: 'quiz',
      entityId: quizId,
      changes: { order: { from: current.map((m) => m.id), to: ids } },
    });
    return selectModules(tx, quizId);
  });
}

function sameMembers(given: string[], existing: string[]): boolean {
  const wanted = new Set(given);
  return (
    wanted.size === given.length && given.length === existing.length && existing.every((id) => wanted.has(id))
  );
}

async function quizOfModule(db: Db, id: string): Promise<string> {
  const [module] = await db
    .select({ quizId: quizModules.quizId })
    .from(quizModules)
    .where(eq(quizModules.id, id));
  if (!module) throw new AppError(404, 'MODULE_NOT_FOUND');
  return module.quizId;
}

async function countQuestionsIn(db: Db, moduleId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(questions).where(eq(questions.moduleId, moduleId));
  return row?.n ?? 0;
}

const moduleEntity = (id: string) => ({ entityType: 'module', entityId: id });

function toColumns(input: ModuleInput) {
  return { ...input, description: emptyAsNull(input.description) };
}
