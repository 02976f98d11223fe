import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogQuery, SORT_OPTIONS, type SortOption } from '../../../shared/schemas/storefront';
import type { Db } from '../../db/client';
import { categories, quizzes } from '../../db/schema';
import { createCategory } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { quizCardColumns, toQuizCard } from './catalog.service';
import { searchSnapshot } from './catalog-read-model';
import { quizTextMatches } from './catalog-search';

/** The catalogue as SQL answered it before the read model: the oracle the memory must equal. */
const ORDER: Record<SortOption, SQL[]> = {
  newest: [desc(quizzes.createdAt), asc(quizzes.id)],
  price_low: [asc(quizzes.price), asc(quizzes.id)],
  price_high: [desc(quizzes.price), asc(quizzes.id)],
  duration: [asc(quizzes.durationMinutes), asc(quizzes.id)],
  questions: [desc(quizzes.totalQuestions), asc(quizzes.id)],
};
async function sqlCatalog(db: Db, query: CatalogQuery) {
  const conditions: SQL[] = [eq(quizzes.isActive, true)];
  const textMatch = quizTextMatches(query.search);
  if (textMatch) conditions.push(textMatch);
  if (query.category) conditions.push(eq(quizzes.categoryId, query.category));
  if (query.difficulty) conditions.push(eq(quizzes.difficultyLevel, query.difficulty));
  const where = and(...conditions);
  const rows = await db
    .select(quizCardColumns)
    .from(quizzes)
    .leftJoin(categories, and(eq(categories.id, quizzes.categoryId), eq(categories.isActive, true)))
    .where(where)
    .orderBy(...ORDER[query.sort])
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [totalRow] = await db.select({ total: count() }).from(quizzes).where(where);
  return { quizzes: rows.map(toQuizCard), total: totalRow?.total ?? 0 };
}

// Uzbek apostrophe forms, both cases, LIKE's own characters, letters whose case folding differs
const ALPHABET = ['o', 'O', 'g', 'G', 'ʻ', 'ʼ', "'", '`', '‘', '’', '%', '_', '\\', ' ', 'a', 'Ş', 'İ', 'ı'];
const text = fc.array(fc.constantFrom(...ALPHABET), { maxLength: 8 }).map((chars) => chars.join(''));

let app: TestApp;
let categoryIds: string[];
beforeAll(async () => {
  app = await createTestApp();
  const active = await createCategory(app.db, { nameUz: 'Faol' });
  const inactive = await createCategory(app.db, { nameUz: 'Nofaol', isActive: false });
  categoryIds = [active.id, inactive.id];
});
afterAll(() => app.close());

describe('the catalogue in memory', () => {
  it('answers every search, filter, sort and page exactly as the SQL did', async () => {
    const quizRow = fc.record({
      title: text,
      description: fc.option(text, { nil: null }),
      isActive: fc.boolean(),
      category: fc.constantFrom(0, 1, 2),
      difficultyLevel: fc.integer({ min: 1, max: 3 }),
      price: fc.constantFrom(0, 5_000, 10_000),
      durationMinutes: fc.constantFrom(10, 20),
      totalQuestions: fc.constantFrom(5, 10),
      // few distinct moments: ties are where the tie-breaks show
      createdAt: fc.constantFrom(0, 1, 2).map((day) => new Date(Date.UTC(2026, 0, 1 + day))),
    });
    const query = fc.record({
      search: fc.option(text, { nil: undefined }),
      category: fc.option(fc.constantFrom(0, 1), { nil: undefined }),
      difficulty: fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }),
      sort: fc.constantFrom(...SORT_OPTIONS),
      page: fc.integer({ min: 1, max: 4 }),
      pageSize: fc.integer({ min: 1, max: 6 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(quizRow, { minLength: 1, maxLength: 25 }),
        fc.array(query, { minLength: 15, maxLength: 15 }),
        async (rows, queries) => {
          await app.db.delete(quizzes);
          await app.db
            .insert(quizzes)
            .values(
              rows.map(({ category, ...row }) => ({ ...row, categoryId: categoryIds[category] ?? null })),
            );
          await app.server.catalog.settled();
          const snapshot = app.server.catalog.current();
          for (const { category, ...q } of queries) {
            const catalogQuery = {
              ...q,
              category: category === undefined ? undefined : categoryIds[category],
            };
            const memory = searchSnapshot(snapshot, { ...catalogQuery, lang: 'all' }, 'uz-Latn');
            const expected = await sqlCatalog(app.db, catalogQuery);
            expect(memory.total, JSON.stringify(catalogQuery)).toBe(expected.total);
            expect(memory.quizzes.map(({ learnerStats, ...card }) => card)).toEqual(expected.quizzes);
          }
        },
      ),
      { numRuns: 12 },
    );
  });
});
