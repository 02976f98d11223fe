import type { ErrorCode } from '../../../shared/i18n/uz';
import type { PlayTimer } from '../../../shared/schemas/play';
import { AppError } from '../../plugins/errors';

/** Why a session that ended takes no more writes. */
export type EndedRefusal = 'SESSION_FINISHED' | 'SESSION_TAKEN_OVER' | 'SESSION_ENDED';

/** Why an answer or heartbeat's input was not written (contact-condition.ts, inputChecks). */
export type InputRefusal = 'QUESTION_NOT_IN_QUIZ' | 'OPTION_OUT_OF_RANGE' | 'QUESTION_INDEX_OUT_OF_RANGE';

/** Every reason an answer or heartbeat is refused, with the HTTP status the API answers it with. */
const refusalStatus = {
  SESSION_NOT_FOUND: 404,
  SESSION_FINISHED: 409,
  SESSION_TAKEN_OVER: 409,
  SESSION_ENDED: 409,
  TIME_UP: 422,
  QUESTION_NOT_IN_QUIZ: 400,
  OPTION_OUT_OF_RANGE: 400,
  QUESTION_INDEX_OUT_OF_RANGE: 400,
} as const satisfies Partial<Record<ErrorCode, number>>;

export type ContactRefusal = keyof typeof refusalStatus;

/** What an answer or heartbeat came to: written, with the clock after it, or refused and why. */
export type ContactOutcome =
  | { written: true; timeRemaining: number }
  | { written: false; refusal: ContactRefusal };

export const refused = (refusal: ContactRefusal): ContactOutcome => ({ written: false, refusal });

export const refusalError = (refusal: ContactRefusal) => new AppError(refusalStatus[refusal], refusal);

/** The timer a written contact answers with; a refusal is thrown as its error (code and Uzbek message). */
export function timerOrRefusal(outcome: ContactOutcome): PlayTimer {
  if (!outcome.written) throw refusalError(outcome.refusal);
  return { timeRemaining: outcome.timeRemaining, running: true };
}

/** The first failed input check, in the order a person fixes them: the question, its option, the index. */
export function inputRefusal(checks: {
  question_in_quiz: boolean;
  option_fits: boolean;
  index_in_quiz: boolean;
}): InputRefusal | null {
  if (!checks.question_in_quiz) return 'QUESTION_NOT_IN_QUIZ';
  if (!checks.option_fits) return 'OPTION_OUT_OF_RANGE';
  if (!checks.index_in_quiz) return 'QUESTION_INDEX_OUT_OF_RANGE';
  return null;
}
