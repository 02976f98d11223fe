import { eq } from 'drizzle-orm';
import type { ImportFormat } from '../../../shared/schemas/admin-questions';
import type { Db } from '../../db/client';
import { quizModules, quizzes } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { attachmentHeader, CONTENT_TYPES, EXPORTERS } from './export/exporters';
import { questionRows, toAdminQuestion } from './question-list';

/** A quiz's questions as a file to download in one of the import formats. */
export async function exportQuestions(db: Db, quizId: string, format: ImportFormat) {
  const [quiz] = await db.select({ title: quizzes.title }).from(quizzes).where(eq(quizzes.id, quizId));
  if (!quiz) throw new AppError(404, 'QUIZ_NOT_FOUND');
  const modules = await db
    .select({ id: quizModules.id, name: quizModules.name })
    .from(quizModules)
    .where(eq(quizModules.quizId, quizId));
  const questions = (await questionRows(db, quizId)).map(toAdminQuestion);
  return {
    body: EXPORTERS[format](questions, modules),
    contentType: CONTENT_TYPES[format],
    disposition: attachmentHeader(quiz.title, format),
  };
}
