import { MAX_QUESTIONS_PER_QUIZ } from '../../../../shared/domain/authoring';
import { MAX_PREVIEW_QUESTIONS } from '../../../../shared/domain/storefront';
import { normalizeForSearch } from '../../../../shared/domain/text';
import { adminQuestions } from '../../../../shared/i18n/admin/questions';
import type { ImportPreview, ImportProblem } from '../../../../shared/schemas/admin-questions';
import type { ParseResult } from './parsed';

/** What the import needs to know about the quiz it adds to. */
export interface QuizImportContext {
  modules: { id: string; name: string }[];
  questionCount: number;
  previewCount: number;
  /** questionKey of each question the quiz has */
  questionKeys: Set<string>;
}

/** A question's identity for finding repeats: its text and options, without case, extra spaces or apostrophe forms. */
export function questionKey(q: { questionText: string; options: string[] }): string {
  const norm = (text: string) => normalizeForSearch(text).replace(/\s+/g, ' ');
  return JSON.stringify([norm(q.questionText), ...q.options.map(norm)]);
}

/** Module names compare without case and surrounding spaces. */
export const moduleKey = (name: string) => name.trim().toLocaleLowerCase('uz');

/**
 * The preview of a parsed import into a quiz: the questions it will add (module ids kept only when
 * the module is the quiz's own), every problem by line, and the modules it will create. The quiz-wide
 * limits (at most 3 previews, 500 questions) are reported as problems at the lines that break
 * them; the import itself refuses such a text (TOO_MANY_PREVIEWS, TOO_MANY_QUESTIONS).
 */
export function previewImport(parsed: ParseResult, quiz: QuizImportContext): ImportPreview {
  const ownModuleIds = new Set(quiz.modules.map((module) => module.id));
  const existingNames = new Set(quiz.modules.map((module) => moduleKey(module.name)));
  const questions = parsed.questions.map((q) => ({
    ...q,
    moduleId: q.moduleId && ownModuleIds.has(q.moduleId) ? q.moduleId : null,
  }));
  const newModules = new Map<string, string>();
  for (const { moduleName } of questions) {
    const key = moduleName === null ? null : moduleKey(moduleName);
    if (key !== null && !existingNames.has(key) && !newModules.has(key))
      newModules.set(key, moduleName!.trim());
  }
  const problems = [...parsed.problems, ...quizLimitProblems(questions, quiz)].sort(
    (a, b) => a.line - b.line,
  );
  const duplicates = questions.filter((q) => quiz.questionKeys.has(questionKey(q))).map((q) => q.line);
  return { questions, problems, newModules: [...newModules.values()], duplicates };
}

function quizLimitProblems(questions: ImportPreview['questions'], quiz: QuizImportContext): ImportProblem[] {
  const problems: ImportProblem[] = [];
  const previewRoom = MAX_PREVIEW_QUESTIONS - quiz.previewCount;
  for (const q of questions.filter((q) => q.isPreview).slice(Math.max(0, previewRoom)))
    problems.push({ line: q.line, message: adminQuestions.validation.tooManyPreviews });
  const firstBeyond = questions[MAX_QUESTIONS_PER_QUIZ - quiz.questionCount];
  if (firstBeyond) problems.push({ line: firstBeyond.line, message: adminQuestions.import.tooManyQuestions });
  return problems;
}
