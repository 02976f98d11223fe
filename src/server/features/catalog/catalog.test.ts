import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, quizzes } from '../../db/schema';
import { seedQuizzes } from '../../seed/catalog';
import { createTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
});
afterAll(() => app.close());

describe('home catalogue', () => {
  it('lists only active categories that hold active quizzes, with their counts, in display order', async () => {
    const res = await app.server.inject('/api/categories/featured');
    expect(res.statusCode).toBe(200);
    const { categories: list } = res.json() as { categories: { nameEn: string; activeQuizCount: number }[] };
    expect(list.map((c) => c.nameEn)).toEqual([
      'mathematics',
      'science',
      'history',
      'technology',
      'language',
      'business',
    ]);
    // a Latin reader's home counts the Uzbek quizzes
    const expected = (nameEn: string) =>
      seedQuizzes.filter((q) => q.category === nameEn && q.isActive && q.language === 'uz').length;
    for (const category of list) expect(category.activeQuizCount).toBe(expected(category.nameEn));
  });

  it('drops a category once its last active quiz is deactivated', async () => {
    const [history] = await app.db.select().from(categories).where(eq(categories.nameEn, 'history'));
    await app.db.update(quizzes).set({ isActive: false }).where(eq(quizzes.categoryId, history!.id));
    // a write past the app: on PostgreSQL its notification reaches the read model after it returns
    await app.server.catalog.settled();
    const res = await app.server.inject('/api/categories/featured');
    expect(res.json().categories.map((c: { nameEn: string }) => c.nameEn)).not.toContain('history');
    await app.db.update(quizzes).set({ isActive: true }).where(eq(quizzes.categoryId, history!.id));
    await app.server.catalog.settled();
  });

  it('shows the 4 newest active quizzes, newest first, without any question data', async () => {
    const res = await app.server.inject('/api/quizzes/newest');
    expect(res.statusCode).toBe(200);
    const list = res.json().quizzes as { title: string; createdAt: string }[];
    const expected = seedQuizzes
      .filter((q) => q.isActive && q.language === 'uz')
      .sort((a, b) => a.createdDaysAgo - b.createdDaysAgo)
      .slice(0, 4)
      .map((q) => q.title);
    expect(list.map((q) => q.title)).toEqual(expected);
    expect(res.body).not.toMatch(/correct|explanation|options/i);
  });

  it('rejects a bad limit with a stable code', async () => {
    const res = await app.server.inject('/api/quizzes/newest?limit=abc');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });
});
