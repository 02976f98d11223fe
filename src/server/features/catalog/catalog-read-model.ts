import { searchKey } from '../../../shared/domain/script-search';
import type { CatalogQuizCard, FeaturedCategory, LearnerStats } from '../../../shared/schemas/catalog';
import type {
  CatalogPage,
  CatalogQuery,
  CategoryOption,
  QuizDetail,
  SortOption,
} from '../../../shared/schemas/storefront';

/** An active quiz as the loader reads it: its card, what sorts and search need, its preview. */
export interface QuizEntry {
  card: Omit<CatalogQuizCard, 'learnerStats'>;
  /** created_at in microseconds: PostgreSQL orders by them, and two quizzes may share a millisecond */
  createdMicros: number;
  /** quizzes.search_text with its Uzbek Cyrillic read as Latin (latinSearchText): search matches
   * it in either script */
  searchText: string;
  maxAttempts: number | null;
  allowRetakes: boolean;
  strictTimer: boolean;
  previewQuestions: QuizDetail['previewQuestions'];
}

/** An active category, in the database's display order (display_order, then name_uz by its collation). */
export type CategoryEntry = Omit<FeaturedCategory, 'activeQuizCount'>;

/**
 * One complete, immutable catalogue: requests read whichever snapshot is current, and a refresh
 * builds a new one and swaps it in, so no request ever sees half of an update.
 */
export interface CatalogSnapshot {
  /** raised by every swap: the ETag of every public catalogue answer */
  version: number;
  quizzes: Map<string, QuizEntry>;
  categories: CategoryEntry[];
  /** the quizzes in each sort's order, computed once per snapshot */
  sorted: Record<SortOption, QuizEntry[]>;
  /** learner numbers of the quizzes that have enough learners (learner-stats.ts) */
  stats: Map<string, LearnerStats>;
  /** recent searches' matches, in their sort's order: a repeated search (a popular word, its next
   * pages) skips the scan of every quiz. Belongs to the quizzes: a reload starts it empty. */
  found: Map<string, QuizEntry[]>;
}

/** Enough for the searches people repeat; a few MB at most with 10,000 quizzes. */
const MAX_REMEMBERED_SEARCHES = 256;

const byId = (a: QuizEntry, b: QuizEntry) => (a.card.id < b.card.id ? -1 : a.card.id > b.card.id ? 1 : 0);
const ascending = (key: (q: QuizEntry) => number) => (a: QuizEntry, b: QuizEntry) =>
  key(a) - key(b) || byId(a, b);
const descending = (key: (q: QuizEntry) => number) => (a: QuizEntry, b: QuizEntry) =>
  key(b) - key(a) || byId(a, b);

/** The same orders and tie-breaks (id ascending; uuids compare as their lower-case text) as SQL had. */
const ORDER: Record<SortOption, (a: QuizEntry, b: QuizEntry) => number> = {
  newest: descending((q) => q.createdMicros),
  price_low: ascending((q) => q.card.price),
  price_high: descending((q) => q.card.price),
  duration: ascending((q) => q.card.durationMinutes),
  questions: descending((q) => q.card.totalQuestions),
};

export function buildSnapshot(
  version: number,
  quizzes: QuizEntry[],
  categories: CategoryEntry[],
  stats: Map<string, LearnerStats>,
): CatalogSnapshot {
  const sorted = Object.fromEntries(
    Object.entries(ORDER).map(([sort, compare]) => [sort, [...quizzes].sort(compare)]),
  ) as Record<SortOption, QuizEntry[]>;
  const entries = new Map(quizzes.map((q) => [q.card.id, q]));
  return { version, quizzes: entries, categories, sorted, stats, found: new Map() };
}

/** The same quizzes and categories with other learner numbers (a quiz_results write). */
export function withStats(snapshot: CatalogSnapshot, version: number, stats: Map<string, LearnerStats>) {
  return { ...snapshot, version, stats };
}

function toCard(snapshot: CatalogSnapshot, quiz: QuizEntry): CatalogQuizCard {
  return { ...quiz.card, learnerStats: snapshot.stats.get(quiz.card.id) ?? null };
}

/**
 * The learner catalogue: search (substring of search_text, case-, apostrophe- and script-insensitive:
 * searchKey), category and difficulty filters, a sort, a page.
 */
export function searchSnapshot(snapshot: CatalogSnapshot, query: CatalogQuery): CatalogPage {
  const term = query.search ? searchKey(query.search) : '';
  const matches = (q: QuizEntry) =>
    (!term || q.searchText.includes(term)) &&
    (!query.category || q.card.categoryId === query.category) &&
    (!query.difficulty || q.card.difficultyLevel === query.difficulty);
  const ordered = snapshot.sorted[query.sort];
  let found = ordered;
  if (term || query.category || query.difficulty) {
    const key = JSON.stringify([term, query.category, query.difficulty, query.sort]);
    const remembered = snapshot.found.get(key);
    found = remembered ?? ordered.filter(matches);
    if (!remembered) {
      if (snapshot.found.size >= MAX_REMEMBERED_SEARCHES) snapshot.found.clear();
      snapshot.found.set(key, found);
    }
  }
  const start = (query.page - 1) * query.pageSize;
  return {
    quizzes: found.slice(start, start + query.pageSize).map((q) => toCard(snapshot, q)),
    total: found.length,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export function newestQuizzes(snapshot: CatalogSnapshot, limit: number): CatalogQuizCard[] {
  return snapshot.sorted.newest.slice(0, limit).map((q) => toCard(snapshot, q));
}

/** Active categories for the catalogue's filter, in display order. */
export function categoryOptions(snapshot: CatalogSnapshot): CategoryOption[] {
  return snapshot.categories.map(({ id, nameUz, nameEn }) => ({ id, nameUz, nameEn }));
}

/** Active categories that hold at least one active quiz, with that count, in display order. */
export function featuredCategories(snapshot: CatalogSnapshot): FeaturedCategory[] {
  const counts = new Map<string, number>();
  for (const { card } of snapshot.quizzes.values()) {
    if (card.categoryId) counts.set(card.categoryId, (counts.get(card.categoryId) ?? 0) + 1);
  }
  return snapshot.categories
    .filter((category) => counts.has(category.id))
    .map((category) => ({ ...category, activeQuizCount: counts.get(category.id) ?? 0 }));
}

/** An active quiz's detail (card, limits, preview questions without answers), or undefined. */
export function quizDetail(snapshot: CatalogSnapshot, id: string): QuizDetail | undefined {
  const quiz = snapshot.quizzes.get(id);
  if (!quiz) return undefined;
  const { maxAttempts, allowRetakes, strictTimer, previewQuestions } = quiz;
  return { ...toCard(snapshot, quiz), maxAttempts, allowRetakes, strictTimer, previewQuestions };
}
