import { eq } from 'drizzle-orm';
import {
  type ContentScript,
  optionalTextInScript,
  textInScript,
} from '../../../shared/domain/content-script';
import type { QuizLanguage } from '../../../shared/domain/quiz-language';
import type { PlayIntro, PlaySession, ResultDetail } from '../../../shared/schemas/play';
import type { Db } from '../../db/client';
import { quizzes } from '../../db/schema';

/** How a quiz's texts are read: in which script, and the quiz's language (only Uzbek is transliterated). */
export interface Reading {
  script: ContentScript;
  language: QuizLanguage;
}

/** The reading of one quiz: its language is looked up only when the script may change its texts. */
export async function readingOf(db: Db, quizId: string, script: ContentScript): Promise<Reading> {
  if (script === 'original') return { script, language: 'uz' };
  const [quiz] = await db.select({ language: quizzes.language }).from(quizzes).where(eq(quizzes.id, quizId));
  return { script, language: quiz?.language ?? 'uz' };
}

const textIn =
  ({ script, language }: Reading) =>
  (text: string) =>
    textInScript(text, script, language);
const optionalIn =
  ({ script, language }: Reading) =>
  (text: string | null) =>
    optionalTextInScript(text, script, language);

/**
 * The intro in the reader's own script (`reading`), or as written when they asked for the
 * original; either way it says whether the two differ, so the page can offer the other.
 */
export function introInScript(
  intro: PlayIntro,
  reading: Reading,
  { original }: { original: boolean },
): PlayIntro {
  const { quiz } = intro;
  const title = textIn(reading)(quiz.title);
  const description = optionalIn(reading)(quiz.description);
  const transliterable = title !== quiz.title || description !== quiz.description;
  if (original) return { ...intro, transliterable };
  return { ...intro, quiz: { ...quiz, title, description }, transliterable };
}

export function sessionInScript(session: PlaySession, reading: Reading): PlaySession {
  if (reading.script === 'original') return session;
  const text = textIn(reading);
  return {
    ...session,
    quizTitle: text(session.quizTitle),
    questions: session.questions.map((question) => ({
      ...question,
      questionText: text(question.questionText),
      moduleName: optionalIn(reading)(question.moduleName),
      options: question.options.map((option) => ({ ...option, text: text(option.text) })),
    })),
  };
}

export function resultInScript(detail: ResultDetail, reading: Reading): ResultDetail {
  if (reading.script === 'original') return detail;
  const text = textIn(reading);
  return {
    ...detail,
    result: { ...detail.result, quizTitle: text(detail.result.quizTitle) },
    questions: detail.questions.map((question) => ({
      ...question,
      questionText: text(question.questionText),
      options: question.options.map(text),
      explanation: optionalIn(reading)(question.explanation),
      moduleName: optionalIn(reading)(question.moduleName),
    })),
  };
}
