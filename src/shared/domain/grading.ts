/** The pass mark of the spec: 70% correct or more. */
export const PASS_PERCENTAGE = 70;

export interface GradableQuestion {
  id: string;
  correctAnswer: number;
  points: number;
}

export interface Grade {
  /** sum of the points of correctly answered questions */
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
      score += question.points;
      correctAnswers += 1;
    }
  }
  const totalQuestions = questions.length;
  const percentage = totalQuestions === 0 ? 0 : Math.round((correctAnswers / totalQuestions) * 10_000) / 100;
  return { score, correctAnswers, totalQuestions, percentage, passed: percentage >= passPercentage };
}
