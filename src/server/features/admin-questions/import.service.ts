import { asc, eq, max } from 'drizzle-orm';
import type { ImportFormat, ImportPreview } from '../../../shared/schemas/admin-questions';
import type { Db } from '../../db/client';
import { questions, quizModules, quizzes } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { type AuditActor, recordAudit } from '../audit/audit-log';
import type { ImportParser } from './import/import-pool';
import { moduleKey, previewImport, type QuizImportContext, questionKey } from './import/import-preview';
import { checkListRules, checkVersion, lockQuiz, questionList, recordListWritten } from './question-list';

interface ImportInput {
  format: ImportFormat;
  text: string;
}

async function importContext(db: Db, quizId: string): Promise<QuizImportContext> {
  const modules = await db
    .select({ id: quizModules.id, name: quizModules.name })
    .from(quizModules)
    .where(eq(quizModules.quizId, quizId))
    .orderBy(asc(quizModules.orderIndex));
  const rows = await db
    .select({
      isPreview: questions.isPreview,
      questionText: questions.questionText,
      options: questions.options,
    })
    .from(questions)
    .where(eq(questions.quizId, quizId));
  return {
    modules,
    questionCount: rows.length,
    previewCount: rows.filter((r) => r.isPreview).length,
    questionKeys: new Set(rows.map(questionKey)),
  };
}

/** What an import would add and every problem by line; writes nothing. */
export async function previewQuestionImport(
  db: Db,
  parser: ImportParser,
  quizId: string,
  input: ImportInput,
): Promise<ImportPreview> {
  const [quiz] = await db.select({ id: quizzes.id }).from(quizzes).where(eq(quizzes.id, quizId));
  if (!quiz) throw new AppError(404, 'QUIZ_NOT_FOUND');
  const parsed = await parser.parse({ format: input.format, text: input.text });
  return previewImport(parsed, await importContext(db, quizId));
}

/**
 * The import itself: the text is parsed again here (the preview the browser saw is not trusted),
 * before the transaction so that no lock waits on it; its valid questions are appended after the
 * existing ones with the modules they name, all in one transaction on the locked quiz, or nothing.
 * With `skipDuplicates` the questions the quiz has already are left out, and so are the modules
 * only they would have created.
 */
export async function commitQuestionImport(
  db: Db,
  parser: ImportParser,
  actor: AuditActor,
  quizId: string,
  input: ImportInput & { version: number; skipDuplicates: boolean },
) {
  const parsed = await parser.parse({ format: input.format, text: input.text });
  const { added, modulesCreated, skipped } = await db.transaction(async (tx) => {
    const quiz = await lockQuiz(tx, quizId);
    checkVersion(quiz, input.version);
    const context = await importContext(tx, quizId);
    const kept = input.skipDuplicates
      ? parsed.questions.filter((q) => !context.questionKeys.has(questionKey(q)))
      : parsed.questions;
    const preview = previewImport({ ...parsed, questions: kept }, context);
    if (preview.questions.length === 0)
      throw new AppError(
        422,
        parsed.questions.length > 0 ? 'IMPORT_ONLY_DUPLICATES' : 'IMPORT_NOTHING_TO_ADD',
      );
    const moduleIds = await createModules(tx, quizId, context, preview.newModules);
    const rows = preview.questions.map((q, index) => ({
      quizId,
      questionText: q.questionText,
      options: q.options,
      correctAnswer: q.correctAnswer,
      points: q.points,
      explanation: q.explanation,
      isPreview: q.isPreview,
      moduleId: q.moduleName === null ? q.moduleId : (moduleIds.get(moduleKey(q.moduleName)) ?? null),
      thumbnailUrl: q.thumbnailUrl,
      orderIndex: 0,
      index,
    }));
    await checkListRules(tx, quiz, {
      total: context.questionCount + rows.length,
      previews: context.previewCount + rows.filter((r) => r.isPreview).length,
      moduleIds: rows.map((r) => r.moduleId),
    });
    const after = await nextOrderIndex(tx, quizId);
    await tx
      .insert(questions)
      .values(rows.map(({ index, ...row }) => ({ ...row, orderIndex: after + index })));
    await recordListWritten(tx, quizId);
    const counts = {
      added: rows.length,
      modulesCreated: preview.newModules.length,
      skipped: parsed.questions.length - kept.length,
    };
    await recordAudit(tx, actor, {
      action: 'questions.import',
      entityType: 'quiz',
      entityId: quizId,
      changes: { format: input.format, ...counts },
    });
    return counts;
  });
  return { ...(await questionList(db, quizId)), added, modulesCreated, skipped };
}

async function nextOrderIndex(tx: Db, quizId: string): Promise<number> {
  const [row] = await tx
    .select({ last: max(questions.orderIndex) })
    .from(questions)
    .where(eq(questions.quizId, quizId));
  return row?.last === null || row?.last === undefined ? 0 : row.last + 1;
}

/** The modules named by the import, by name key: the quiz's own, and the new ones created after them. */
async function createModules(tx: Db, quizId: string, context: QuizImportContext, names: string[]) {
  const ids = new Map(context.modules.map((module) => [moduleKey(module.name), module.id]));
  if (names.length === 0) return ids;
  const [row] = await tx
    .select({ last: max(quizModules.orderIndex) })
    .from(quizModules)
    .where(eq(quizModules.quizId, quizId));
  const start = (row?.last ?? -1) + 1;
  const created = await tx
    .insert(quizModules)
    .values(names.map((name, index) => ({ quizId, name, orderIndex: start + index })))
    .returning({ id: quizModules.id, name: quizModules.name });
  for (const module of created) ids.set(moduleKey(module.name), module.id);
  return ids;
}
