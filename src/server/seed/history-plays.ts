/**
 * The demo history's finished attempts: each answer is right with a chance that grows with the
 * learner's ability and falls with the question's difficulty (a Rasch-like model), so easy and hard
 * questions, strong and weak learners show in the statistics. Graded by the grading the play uses.
 */
import { randomUUID } from 'node:crypto';
import { type GradableQuestion, grade, PASS_PERCENTAGE } from '../../shared/domain/grading';
import { formatPercent } from '../../shared/i18n/format';
import { uz } from '../../shared/i18n/uz';
import { generateCertificateCode } from '../features/certificates/certificates.service';
import type { HistoryRows } from './history-rows';
import type { Random } from './random';

export interface PlayQuestion extends GradableQuestion {
  /** the option a learner who knows the answer chooses (the key, unless the key is wrong) */
  knownAnswer: number;
  /** the wrong option that draws learners who do not know (a common misconception) */
  lure: number;
  optionCount: number;
  /** on the ability scale: below 0 easy, above 1 hard */
  difficulty: number;
}

export interface PlayQuiz {
  id: string;
  title: string;
  price: number;
  durationMinutes: number;
  maxAttempts: number | null;
  allowRetakes: boolean;
  questions: PlayQuestion[];
}

export interface Player {
  id: string;
  name: string;
  ability: number;
}

const SKIP_CHANCE = 0.03;
const LURED_CHANCE = 0.5;

/** A finished attempt with its result, its certificate when passed, and the learner's notification. */
export function recordPlay(
  random: Random,
  rows: HistoryRows,
  play: { player: Player; quiz: PlayQuiz; attemptNumber: number; completedAt: Date },
): void {
  const { player, quiz, attemptNumber, completedAt } = play;
  const answers = answersOf(random, player.ability, quiz.questions);
  const graded = grade(quiz.questions, answers, PASS_PERCENTAGE);
  const limit = quiz.durationMinutes * 60;
  const wanted = quiz.questions.length * random.int(15, 80);
  const timeTaken = Math.min(wanted, limit);
  const attemptId = randomUUID();
  const resultId = randomUUID();
  rows.attempts.push({
    id: attemptId,
    userId: player.id,
    quizId: quiz.id,
    attemptNumber,
    startedAt: new Date(completedAt.getTime() - timeTaken * 1000),
    completedAt,
    isCompleted: true,
    progressData: { answeredCount: Object.keys(answers).length },
    passPercentage: PASS_PERCENTAGE,
  });
  rows.results.push({
    id: resultId,
    userId: player.id,
    quizId: quiz.id,
    attemptId,
    ...graded,
    timeTaken,
    timeUp: wanted >= limit,
    answers,
    completedAt,
  });
  if (graded.passed) {
    rows.certificates.push({
      userId: player.id,
      quizId: quiz.id,
      resultId,
      code: generateCertificateCode(),
      holderName: player.name,
      issuedAt: completedAt,
    });
  }
  rows.notifications.push({
    userId: player.id,
    type: 'quiz_completed',
    title: uz.notifications.quizCompletedTitle,
    message: uz.notifications.quizCompleted(
      quiz.title,
      formatPercent(graded.percentage),
      graded.passed,
      PASS_PERCENTAGE,
    ),
    metadata: { quizId: quiz.id, resultId, percentage: graded.percentage, passed: graded.passed },
    isRead: true,
    createdAt: completedAt,
  });
}

function answersOf(random: Random, ability: number, questions: PlayQuestion[]): Record<string, number> {
  const answers: Record<string, number> = {};
  for (const question of questions) {
    if (random.chance(SKIP_CHANCE)) continue;
    const knows = random.chance(1 / (1 + Math.exp(-2 * (ability - question.difficulty))));
    if (knows) answers[question.id] = question.knownAnswer;
    else
      answers[question.id] = random.chance(LURED_CHANCE)
        ? question.lure
        : random.int(0, question.optionCount - 1);
  }
  return answers;
}
