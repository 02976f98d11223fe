/** The pass mark of the spec: 70% correct or more. */
export const PASS_PERCENTAGE = 70;

export interface GradableQuestion {
  id: string;
  correctAnswer: number;
  points: number;
  /** the question's module's points_per_question; null when it has no module (counts as 1) */
  pointsPerQuestion: number | null;
}

/**
 * What a correct answer to a question is worth: its points times its module's points per question,
 * to one decimal (docs/decisions/0007-scoring.md). The percentage stays correct / total.
 */
export function questionWeight(points: number, pointsPerQuestion: number | null): number {
  return roundToTenth(points * (pointsPerQuestion ?? 1));
}

const roundToTenth = (value: number) => Math.round(value * 10) / 10;

export interface Grade {
  /** sum of the weights (questionWeight) of correctly answered questions, to one decimal */
  score: number;
  correctAnswers: number;
  totalQuestions: number;
  /** correct / total x 100, rounded to two decimals */
  percentage: number;
  passed: boolean;
}

/** Grades answers (question id -> chosen option in the original order) against the questions. */
export function grade(
  questions: GradableQuestion[],
  answers: Record<string, number>,
  passPercentage = PASS_PERCENTAGE,
): Grade {
  let score = 0;
  let correctAnswers = 0;
  for (const question of questions) {
    if (answers[question.id] === question.correctAnswer) {
      score += questionWeight(question.points, question.pointsPerQuestion);
      correctAnswers += 1;
    }
  }
  const totalQuestions = questions.length;
  const percentage = totalQuestions === 0 ? 0 : Math.round((correctAnswers / totalQuestions) * 10_000) / 100;
  return {
    score: roundToTenth(score),
    correctAnswers,
    totalQuestions,
    percentage,
    passed: percentage >= passPercentage,
  };
}
