import { and, asc, count, desc, eq, like, type SQL } from 'drizzle-orm';
import { normalizeForSearch } from '../../../shared/domain/text';
import type { CatalogPage, CatalogQuery, SortOption } from '../../../shared/schemas/storefront';
import type { Db } from '../../db/client';
import { categories, quizzes } from '../../db/schema';
import { quizCardColumns, toQuizCard } from './catalog.service';
import { withLearnerStats } from './learner-stats';

const ORDER: Record<SortOption, SQL[]> = {
  newest: [desc(quizzes.createdAt), asc(quizzes.id)],
  price_low: [asc(quizzes.price), asc(quizzes.id)],
  price_high: [desc(quizzes.price), asc(quizzes.id)],
  duration: [asc(quizzes.durationMinutes), asc(quizzes.id)],
  questions: [desc(quizzes.totalQuestions), asc(quizzes.id)],
};

/** LIKE pattern for a substring, with the user's % _ and \ taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Title or description contains the search, case- and apostrophe-insensitively; none when blank. */
export function quizTextMatches(search: string | undefined): SQL | undefined {
  const term = search ? normalizeForSearch(search) : '';
  return term ? like(quizzes.searchText, containsPattern(term)) : undefined;
}

/**
 * The learner catalogue: only active quizzes (of active or no category), filtered, sorted and
 * paged in SQL. Search matches title or description, case- and apostrophe-insensitively
 * (trigram index on the generated search_text column).
 */
export async function searchCatalog(db: Db, query: CatalogQuery): Promise<CatalogPage> {
  const conditions: SQL[] = [eq(quizzes.isActive, true)];
  const textMatch = quizTextMatches(query.search);
  if (textMatch) conditions.push(textMatch);
  if (query.category) conditions.push(eq(quizzes.categoryId, query.category));
  if (query.difficulty) conditions.push(eq(quizzes.difficultyLevel, query.difficulty));
  const where = and(...conditions);
  const activeCategory = and(eq(categories.id, quizzes.categoryId), eq(categories.isActive, true));

  const [rows, [totalRow]] = await Promise.all([
    db
      .select(quizCardColumns)
      .from(quizzes)
      .leftJoin(categories, activeCategory)
      .where(where)
      .orderBy(...ORDER[query.sort])
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(quizzes).where(where),
  ]);
  return {
    quizzes: await withLearnerStats(db, rows.map(toQuizCard)),
    total: totalRow?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
