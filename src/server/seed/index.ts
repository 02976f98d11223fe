import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import { quizCoverPath } from '../../shared/schemas/catalog';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { adminSettings, categories, questions, quizModules, quizzes, users } from '../db/schema';
import type { Auth } from '../features/auth/auth';
import { GUEST_PURCHASE_KEY } from '../features/settings/settings.service';
import { seedCategories, seedQuizzes } from './catalog';
import type { SeedQuiz } from './catalog-types';
import { seedDemoAccounts } from './demo-accounts';
import { seedDemoHistory } from './history';

const DAY_MS = 24 * 60 * 60 * 1000;

/** True when the database holds no users and no categories: a fresh install. */
export async function isEmpty(db: Db): Promise<boolean> {
  const [userCount] = await db.select({ n: count() }).from(users);
  const [categoryCount] = await db.select({ n: count() }).from(categories);
  return (userCount?.n ?? 0) === 0 && (categoryCount?.n ?? 0) === 0;
}

/**
 * Seeds a fresh development database with the demo (and its history when the config asks);
 * production and a database with data are left alone. True when it seeded.
 */
export async function seedIfFresh(
  db: Db,
  auth: Auth,
  config: Pick<Config, 'isProduction' | 'demoHistory'>,
): Promise<boolean> {
  if (config.isProduction || !(await isEmpty(db))) return false;
  await seedDemoData(db, auth, { history: config.demoHistory });
  return true;
}

export interface SeedOptions {
  now?: Date;
  /** also write sixty days of demo activity (learners, sales, results); off for tests that count rows */
  history?: boolean;
}

/** The demo catalogue, demo accounts and default settings (and the history if asked), in one transaction. */
export async function seedDemoData(
  db: Db,
  auth: Auth,
  { now = new Date(), history = false }: SeedOptions = {},
): Promise<void> {
  await db.transaction(async (tx) => {
    const categoryRows = await tx.insert(categories).values(seedCategories).returning();
    const categoryIds = new Map(categoryRows.map((row) => [row.nameEn, row.id]));
    for (const quiz of seedQuizzes) await insertQuiz(tx, quiz, categoryIds, now);
    await tx
      .insert(adminSettings)
      .values({ settingKey: GUEST_PURCHASE_KEY, settingValue: false })
      .onConflictDoNothing();
    await seedDemoAccounts(tx, auth);
    if (history) await seedDemoHistory(tx, now);
  });
}

async function insertQuiz(db: Db, quiz: SeedQuiz, categoryIds: Map<string, string>, now: Date) {
  const { modules, category, difficulty, createdDaysAgo, ...fields } = quiz;
  const totalQuestions = modules.reduce((sum, module) => sum + module.questions.length, 0);
  // the id is chosen here so the quiz's generated cover can be its image from the first insert
  const id = randomUUID();
  const [row] = await db
    .insert(quizzes)
    .values({
      ...fields,
      id,
      thumbnailUrl: quizCoverPath(id),
      categoryId: categoryIds.get(category) ?? null,
      difficultyLevel: difficulty,
      totalQuestions,
      createdAt: new Date(now.getTime() - createdDaysAgo * DAY_MS),
    })
    .returning({ id: quizzes.id });
  if (!row) throw new Error(`could not seed quiz ${quiz.title}`);
  let orderIndex = 0;
  for (const [moduleIndex, module] of modules.entries()) {
    const [moduleRow] = await db
      .insert(quizModules)
      .values({ quizId: row.id, name: module.name, description: module.description, orderIndex: moduleIndex })
      .returning({ id: quizModules.id });
    await db.insert(questions).values(
      module.questions.map((question) => ({
        quizId: row.id,
        moduleId: moduleRow?.id,
        questionText: question.questionText,
        options: question.options,
        correctAnswer: question.correctAnswer,
        explanation: question.explanation,
        points: question.points,
        isPreview: question.isPreview,
        orderIndex: orderIndex++,
      })),
    );
  }
}
