import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemAnalysis } from '../../../shared/schemas/admin-results';
import { questions } from '../../db/schema';
import { createQuiz } from '../../test/factories';
import type { Client } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertResult, insertUser, signedInNewAdmin } from './admin-results.test-support';

/**
 * Seven questions, keys 0,1,2,3,0,1,2 (the factory's i % 4). Q1-Q4 are sound; Q5's key is wrong:
 * the four strongest learners choose option 1, the four weakest the "key" 0; everyone gets Q6
 * right; nobody gets Q7 right (learner 8 leaves it unanswered). A wrong answer is key + 1.
 */
const SOUND_CORRECT = ['1111', '1111', '1110', '1101', '1010', '0100', '1000', '0000'];

let app: TestApp;
let admin: Client;
let quizId: string;
let ids: string[];
beforeAll(async () => {
  app = await createTestApp();
  admin = (await signedInNewAdmin(app)).client;
  quizId = (await createQuiz(app.db, { questionCount: 7, title: 'Tahlil quizi' })).id;
  const rows = await app.db
    .select({ id: questions.id, key: questions.correctAnswer })
    .from(questions)
    .where(eq(questions.quizId, quizId))
    .orderBy(asc(questions.orderIndex));
  ids = rows.map((row) => row.id);
  const keys = rows.map((row) => row.key);
  const answersOf = (sound: string, strong: boolean, skipLast: boolean) => {
    const answers: Record<string, number> = {};
    [...sound].forEach((bit, q) => {
      answers[ids[q]!] = bit === '1' ? keys[q]! : (keys[q]! + 1) % 4;
    });
    answers[ids[4]!] = strong ? 1 : 0;
    answers[ids[5]!] = keys[5]!;
    if (!skipLast) answers[ids[6]!] = (keys[6]! + 1) % 4;
    return answers;
  };
  for (const [i, sound] of SOUND_CORRECT.entries()) {
    const learner = await insertUser(app.db, `O'quvchi ${i + 1}`, `tahlil${i + 1}@example.uz`);
    const last = i === SOUND_CORRECT.length - 1;
    const first = {
      userId: learner.id,
      quizId,
      percentage: 50,
      completedAt: new Date(Date.UTC(2026, 2, 1, 10, i)),
    };
    await insertResult(app.db, { ...first, answers: answersOf(sound, i < 4, last) });
    // learner 8 tries again and gets every sound question right: counted only with attempts=all
    if (last) {
      await insertResult(app.db, {
        ...first,
        completedAt: new Date(Date.UTC(2026, 2, 2)),
        answers: answersOf('1111', true, false),
      });
    }
  }
});
afterAll(() => app.close());

const analysis = async (query = '') => {
  const res = await admin.get(`/api/admin/quizzes/${quizId}/item-analysis${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ItemAnalysis;
};

describe('item analysis (first attempts, the default)', () => {
  it('gives each question in order its facility and discrimination, as computed by hand', async () => {
    const result = await analysis();
    expect(result).toMatchObject({
      quizTitle: 'Tahlil quizi',
      attempts: 'first',
      attemptCount: 8,
      fewAttempts: true,
    });
    // Q5 by hand: x = (0,0,0,0,1,1,1,1); rest of the quiz = (5,5,4,4,3,2,2,1), means 0.5 and 3.25;
    // sum of products of deviations = -5, sums of squares 2 and 15.5: r = -5 / sqrt(31) = -0.898
    expect(result.questions.map((q) => [q.position, q.facilityIndex, q.discriminationIndex])).toEqual([
      [1, 75, 40.8],
      [2, 62.5, 12.4],
      [3, 50, 37.8],
      [4, 37.5, 32.5],
      [5, 50, -89.8],
      [6, 100, null],
      [7, 0, null],
    ]);
    expect(result.questions.map((q) => q.questionId)).toEqual(ids);
  });

  it('flags the wrong key as negative discrimination, and the too easy and too hard questions', async () => {
    const { questions: items } = await analysis();
    expect(items.map((q) => q.flags)).toEqual([
      [],
      [],
      [],
      [],
      ['NEGATIVE_DISCRIMINATION'],
      ['TOO_EASY'],
      ['TOO_HARD'],
    ]);
  });

  it('counts how often each option was chosen, and the unanswered', async () => {
    const { questions: items } = await analysis();
    const wrongKey = items[4]!;
    expect(wrongKey.correctAnswer).toBe(0);
    expect(wrongKey.options.map((o) => [o.index, o.text, o.isCorrect, o.chosen, o.chosenPercent])).toEqual([
      [0, 'A', true, 4, 50],
      [1, 'B', false, 4, 50],
      [2, 'C', false, 0, 0],
      [3, 'D', false, 0, 0],
    ]);
    expect(items[6]!.options.map((o) => o.chosen)).toEqual([0, 0, 0, 7]);
    expect(items[6]!.unanswered).toBe(1);
    expect(items[0]!.unanswered).toBe(0);
  });
});

describe('item analysis options', () => {
  it('takes every attempt with attempts=all', async () => {
    const result = await analysis('?attempts=all');
    expect(result).toMatchObject({ attempts: 'all', attemptCount: 9 });
    expect(result.questions[0]!.facilityIndex).toBe(77.8); // 7 of 9
  });

  it('answers 404 for an unknown quiz and 400 for an unknown attempts mode', async () => {
    const missing = await admin.get('/api/admin/quizzes/00000000-0000-4000-8000-000000000000/item-analysis');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('QUIZ_NOT_FOUND');
    const bad = await admin.get(`/api/admin/quizzes/${quizId}/item-analysis?attempts=last`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('answers a quiz without results with null figures and no flags', async () => {
    const empty = await createQuiz(app.db, { questionCount: 2 });
    const res = await admin.get(`/api/admin/quizzes/${empty.id}/item-analysis`);
    expect(res.json()).toMatchObject({ attemptCount: 0, fewAttempts: true });
    expect(res.json().questions[0]).toMatchObject({
      facilityIndex: null,
      discriminationIndex: null,
      flags: [],
    });
  });
});
