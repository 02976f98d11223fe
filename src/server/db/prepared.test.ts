import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { openTestDatabase } from '../test/test-app';
import type { Database } from './client';
import { builtOnce, nameStatements } from './prepared';
import { quizzes } from './schema';

const quizzesTitled = builtOnce((db) =>
  db
    .select({ n: count() })
    .from(quizzes)
    .where(eq(quizzes.title, sql.placeholder('title'))),
);

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('a query built once', () => {
  it.each([true, false])(
    'runs on the handle of each call: inside a transaction it sees that transaction (named %s)',
    async (named) => {
      const before = nameStatements(named);
      onTestFinished(() => {
        nameStatements(before);
      });
      const title = `Bir marta qurilgan ${named}`;
      const rolledBack = new Error('rolled back');
      await expect(
        database.db.transaction(async (t) => {
          await t
            .insert(quizzes)
            .values({ title, description: 'x', price: 0, durationMinutes: 5, totalQuestions: 0 });
          expect(await quizzesTitled(t, { title })).toEqual([{ n: 1 }]);
          expect(await quizzesTitled(t, { title: 'boshqa' })).toEqual([{ n: 0 }]);
          throw rolledBack;
        }),
      ).rejects.toBe(rolledBack);
      expect(await quizzesTitled(database.db, { title })).toEqual([{ n: 0 }]);
    },
  );
});
