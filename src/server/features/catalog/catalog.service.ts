import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { CatalogQuizCard, FeaturedCategory } from '../../../shared/schemas/catalog';
import type { Db } from '../../db/client';
import { categories, quizzes } from '../../db/schema';
import { withLearnerStats } from './learner-stats';

/** Active categories that hold at least one active quiz, with that count, in display order. */
export async function listFeaturedCategories(db: Db): Promise<FeaturedCategory[]> {
  const activeQuizCount = count(quizzes.id);
  return db
    .select({
      id: categories.id,
      nameUz: categories.nameUz,
      nameEn: categories.nameEn,
      description: categories.description,
      icon: categories.icon,
      activeQuizCount,
    })
    .from(categories)
    .innerJoin(quizzes, and(eq(quizzes.categoryId, categories.id), eq(quizzes.isActive, true)))
    .where(eq(categories.isActive, true))
    .groupBy(categories.id)
    .orderBy(asc(categories.displayOrder), asc(categories.nameUz));
}

export const quizCardColumns = {
  id: quizzes.id,
  title: quizzes.title,
  description: quizzes.description,
  thumbnailUrl: quizzes.thumbnailUrl,
  categoryId: quizzes.categoryId,
  categoryName: categories.nameUz,
  difficultyLevel: quizzes.difficultyLevel,
  durationMinutes: quizzes.durationMinutes,
  totalQuestions: quizzes.totalQuestions,
  price: quizzes.price,
  createdAt: quizzes.createdAt,
};

/** The newest active quizzes; a quiz of an inactive category shows it as unknown. */
export async function listNewestQuizzes(db: Db, limit: number): Promise<CatalogQuizCard[]> {
  const rows = await db
    .select(quizCardColumns)
    .from(quizzes)
    .leftJoin(categories, and(eq(categories.id, quizzes.categoryId), eq(categories.isActive, true)))
    .where(eq(quizzes.isActive, true))
    .orderBy(desc(quizzes.createdAt))
    .limit(limit);
  return withLearnerStats(db, rows.map(toQuizCard));
}

/** A selected row with its Date turned into the ISO text the API sends. */
export function toQuizCard<Row extends { createdAt: Date }>(
  row: Row,
): Omit<Row, 'createdAt'> & { createdAt: string } {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** Active categories for the catalogue's filter, in display order. */
export async function listCategoryOptions(db: Db) {
  return db
    .select({ id: categories.id, nameUz: categories.nameUz, nameEn: categories.nameEn })
    .from(categories)
    .where(eq(categories.isActive, true))
    .orderBy(asc(categories.displayOrder), asc(categories.nameUz));
}
