import { and, count, gte, inArray, isNotNull, max, sql } from 'drizzle-orm';
import type { LearnerStats } from '../../../shared/schemas/catalog';
import type { Db } from '../../db/client';
import { quizResults } from '../../db/schema';

/** Below this many learners the numbers say more about one person than about the quiz: not shown. */
export const MIN_LEARNERS_FOR_STATS = 3;

/**
 * How many signed-in learners finished each quiz and their average score, for the listed quizzes
 * (quiz_results_quiz_id_idx finds the rows) or for all ('all': the read model's full load), in one
 * grouped query. Each learner counts once,
 * with their BEST result: retakes are how learners improve, and the best is also what their
 * certificate shows. Guest results are left out (no account to count as one learner). Quizzes with
 * fewer than MIN_LEARNERS_FOR_STATS learners are absent from the map.
 */
export async function learnerStatsFor(db: Db, quizIds: string[] | 'all'): Promise<Map<string, LearnerStats>> {
  if (quizIds.length === 0) return new Map();
  const learner = isNotNull(quizResults.userId);
  const bestPerLearner = db
    .select({ quizId: quizResults.quizId, best: max(quizResults.percentage).as('best') })
    .from(quizResults)
    .where(quizIds === 'all' ? learner : and(inArray(quizResults.quizId, quizIds), learner))
    .groupBy(quizResults.quizId, quizResults.userId)
    .as('best_per_learner');
  const rows = await db
    .select({
      quizId: bestPerLearner.quizId,
      learners: count(),
      // a whole percent: a shop window needs no decimals
      averagePercentage: sql<number>`round(avg(${bestPerLearner.best}))::int`,
    })
    .from(bestPerLearner)
    .groupBy(bestPerLearner.quizId)
    .having(gte(count(), MIN_LEARNERS_FOR_STATS));
  return new Map(rows.map(({ quizId, ...stats }) => [quizId, stats]));
}
