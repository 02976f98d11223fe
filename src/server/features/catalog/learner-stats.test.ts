import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLearner, createQuiz, createQuizResult } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { learnerStatsFor, MIN_LEARNERS_FOR_STATS } from './learner-stats';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** A quiz finished by learners with these results (one list of percentages per learner). */
async function quizPlayedBy(resultsPerLearner: number[][], options: Parameters<typeof createQuiz>[1] = {}) {
  const quiz = await createQuiz(app.db, options);
  for (const percentages of resultsPerLearner) {
    const learner = await createLearner(app.db);
    for (const percentage of percentages)
      await createQuizResult(app.db, { quizId: quiz.id, userId: learner.id, percentage });
  }
  // learner numbers are refreshed a moment after a result, not awaited by the next read
  await app.server.catalog.settled();
  return quiz;
}

describe('learner numbers of a quiz', () => {
  it('counts each learner once, with their best result, and averages those to a whole percent', async () => {
    // best results 90, 60, 75 -> 75; the 40 and the 50 are retakes that do not count
    const quiz = await quizPlayedBy([[40, 90], [60, 50], [75]]);
    const detail = (await app.server.inject(`/api/quizzes/${quiz.id}`)).json();
    expect(detail.quiz.learnerStats).toEqual({ learners: 3, averagePercentage: 75 });

    const rounded = await quizPlayedBy([[70], [80], [81]]);
    const stats = await learnerStatsFor(app.db, [rounded.id]);
    expect(stats.get(rounded.id)).toEqual({ learners: 3, averagePercentage: 77 });
  });

  it('sends null below the threshold, and leaves guest results out', async () => {
    expect(MIN_LEARNERS_FOR_STATS).toBe(3);
    const twoLearners = await quizPlayedBy([[100], [100, 90]]);
    await createQuizResult(app.db, { quizId: twoLearners.id, userId: null, percentage: 50 });
    await createQuizResult(app.db, { quizId: twoLearners.id, userId: null, percentage: 60 });
    await app.server.catalog.settled();
    const detail = (await app.server.inject(`/api/quizzes/${twoLearners.id}`)).json();
    expect(detail.quiz.learnerStats).toBeNull();
    const unplayed = await createQuiz(app.db);
    expect((await app.server.inject(`/api/quizzes/${unplayed.id}`)).json().quiz.learnerStats).toBeNull();
  });

  it('comes with every card of the catalogue and the newest list, each quiz with its own numbers', async () => {
    const popular = await quizPlayedBy([[100], [80], [60], [40]], { title: 'Mashhur quiz' });
    const quiet = await quizPlayedBy([[100]], { title: 'Sokin quiz' });
    const page = (await app.server.inject('/api/quizzes?pageSize=48')).json();
    const card = (id: string) => page.quizzes.find((q: { id: string }) => q.id === id);
    expect(card(popular.id).learnerStats).toEqual({ learners: 4, averagePercentage: 70 });
    expect(card(quiet.id).learnerStats).toBeNull();
    for (const quiz of page.quizzes) expect(quiz).toHaveProperty('learnerStats');

    const newest = (await app.server.inject('/api/quizzes/newest?limit=12')).json();
    const newestCard = newest.quizzes.find((q: { id: string }) => q.id === popular.id);
    expect(newestCard.learnerStats).toEqual({ learners: 4, averagePercentage: 70 });
  });

  it('reads the listed quizzes only', async () => {
    const played = await quizPlayedBy([[90], [90], [90]]);
    const other = await quizPlayedBy([[10], [10], [10]]);
    const stats = await learnerStatsFor(app.db, [played.id]);
    expect([...stats.keys()]).toEqual([played.id]);
    expect(stats.has(other.id)).toBe(false);
    expect((await learnerStatsFor(app.db, [])).size).toBe(0);
  });
});
