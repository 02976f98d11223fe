import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUserRules } from '../../../shared/i18n/admin/user-rules';
import { auditLog, userQuizRestrictions } from '../../db/schema';
import {
  claimedQuiz,
  createLearner,
  createQuiz,
  signedInDemo,
  signedInUser,
  TEST_DEVICE,
} from '../../test/factories';
import type { Client } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
let admin: Client;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
  admin = await signedInDemo(app, 'admin@demo.uz');
});
afterAll(() => app.close());

const url = (userId: string, quizId?: string) =>
  `/api/admin/users/${userId}/restrictions${quizId ? `/${quizId}` : ''}`;
const put = (userId: string, quizId: string, body: unknown) =>
  admin.request('PUT', url(userId, quizId), body);

describe('admin per-user quiz restrictions', () => {
  it("blocks a learner with a reason: the learner's start is refused with that reason", async () => {
    const learner = await signedInUser(app);
    const quiz = await claimedQuiz(app, learner.client, { questionCount: 1, title: 'Tarix testi' });
    const reason = "Ko'chirish aniqlandi: administrator bilan bog'laning";
    const res = await put(learner.id, quiz.id, {
      isBlocked: true,
      reason: `  ${reason} `,
      maxAttemptsOverride: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ quizId: quiz.id, quizTitle: 'Tarix testi', isBlocked: true, reason });

    const start = await learner.client.post(`/api/play/${quiz.id}/start`, { deviceId: TEST_DEVICE });
    expect(start.statusCode).toBe(403);
    expect(start.json().error).toEqual({ code: 'ACCESS_BLOCKED', message: reason });

    const list = await admin.get(url(learner.id));
    expect(list.json().restrictions).toMatchObject([{ quizId: quiz.id, quizTitle: 'Tarix testi', reason }]);

    // lifted: the learner may start again
    expect((await admin.request('DELETE', url(learner.id, quiz.id))).statusCode).toBe(204);
    const again = await learner.client.post(`/api/play/${quiz.id}/start`, { deviceId: TEST_DEVICE });
    expect(again.statusCode, again.body).toBe(200);
    const actions = await app.db.select().from(auditLog).where(eq(auditLog.action, 'restriction.delete'));
    expect(actions.some((e) => (e.changes as { quizId?: string }).quizId === quiz.id)).toBe(true);
  });

  it('replaces a restriction in place and audits the changed fields', async () => {
    const learner = await createLearner(app.db);
    const quiz = await createQuiz(app.db);
    await put(learner.id, quiz.id, { isBlocked: true, reason: 'Birinchi', maxAttemptsOverride: null });
    const res = await put(learner.id, quiz.id, { isBlocked: false, reason: null, maxAttemptsOverride: 3 });
    expect(res.json()).toMatchObject({ isBlocked: false, reason: null, maxAttemptsOverride: 3 });
    const rows = await app.db
      .select()
      .from(userQuizRestrictions)
      .where(eq(userQuizRestrictions.userId, learner.id));
    expect(rows).toHaveLength(1);
    const entries = await app.db.select().from(auditLog).where(eq(auditLog.entityId, rows[0]!.id));
    expect(entries.map((e) => e.changes)).toContainEqual({
      userId: learner.id,
      quizId: quiz.id,
      isBlocked: { from: true, to: false },
      reason: { from: 'Birinchi', to: null },
      maxAttemptsOverride: { from: null, to: 3 },
    });
  });

  it('refuses a block without a reason, a long reason and an override below 1 (400 with fields)', async () => {
    const learner = await createLearner(app.db);
    const quiz = await createQuiz(app.db);
    const noReason = await put(learner.id, quiz.id, {
      isBlocked: true,
      reason: '  ',
      maxAttemptsOverride: null,
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields).toEqual({ reason: adminUserRules.reasonRequired });
    const bad = await put(learner.id, quiz.id, {
      isBlocked: false,
      reason: 'x'.repeat(501),
      maxAttemptsOverride: 0,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['maxAttemptsOverride', 'reason']);
    expect(
      await app.db.select().from(userQuizRestrictions).where(eq(userQuizRestrictions.userId, learner.id)),
    ).toEqual([]);
  });

  it('answers 404 for an unknown user, quiz or restriction', async () => {
    const learner = await createLearner(app.db);
    const quiz = await createQuiz(app.db);
    const body = { isBlocked: false, reason: null, maxAttemptsOverride: 2 };
    expect((await put('nobody', quiz.id, body)).json().error.code).toBe('USER_NOT_FOUND');
    expect((await put(learner.id, crypto.randomUUID(), body)).json().error.code).toBe('QUIZ_NOT_FOUND');
    expect((await admin.get(url('nobody'))).statusCode).toBe(404);
    const missing = await admin.request('DELETE', url(learner.id, quiz.id));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('RESTRICTION_NOT_FOUND');
  });
});
