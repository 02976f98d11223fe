import { contentScriptFor } from '../../../shared/domain/content-script';
import { type CatalogLanguage, readersQuizLanguage } from '../../../shared/domain/quiz-language';
import { searchKey } from '../../../shared/domain/script-search';
import type { Language } from '../../../shared/i18n/languages';
import type { CatalogQuizCard, FeaturedCategory, LearnerStats } from '../../../shared/schemas/catalog';
import type {
  CatalogPage,
  CatalogQuery,
  CategoryOption,
  QuizDetail,
  SortOption,
} from '../../../shared/schemas/storefront';
import { snapshotInScript } from './catalog-scripts';

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
 * Who reads the catalogue: their interface language, and what they chose over its defaults: the
 * quizzes' language (else the reader's own) and the original script of Uzbek texts.
 */
export interface CatalogReader {
  language: Language;
  lang?: CatalogLanguage;
  script?: 'original';
}

/** The snapshot in the reader's script, and the language of the quizzes they are shown. */
function readerView(snapshot: CatalogSnapshot, reader: CatalogReader) {
  const script = contentScriptFor(reader.language, reader.script === 'original');
  return {
    view: snapshotInScript(snapshot, script),
    lang: reader.lang ?? readersQuizLanguage(reader.language),
  };
}

const inLanguage = (lang: CatalogLanguage) => (q: QuizEntry) => lang === 'all' || q.card.language === lang;

/** Quizzes of a sort's order that match, remembered per snapshot view (MAX_REMEMBERED_SEARCHES). */
function remembered(view: CatalogSnapshot, key: string, find: () => QuizEntry[]): QuizEntry[] {
  const known = view.found.get(key);
  if (known) return known;
  if (view.found.size >= MAX_REMEMBERED_SEARCHES) view.found.clear();
  const found = find();
  view.found.set(key, found);
  return found;
}

/**
 * The learner catalogue: search (substring of search_text, case-, apostrophe- and script-insensitive:
 * searchKey), language, category and difficulty filters, a sort, a page; in the reader's script.
 */
export function searchSnapshot(
  snapshot: CatalogSnapshot,
  query: CatalogQuery,
  language: Language,
): CatalogPage {
  const { view, lang } = readerView(snapshot, { ...query, language });
  const term = query.search ? searchKey(query.search) : '';
  const ofLanguage = inLanguage(lang);
  const matches = (q: QuizEntry) =>
    ofLanguage(q) &&
    (!term || q.searchText.includes(term)) &&
    (!query.category || q.card.categoryId === query.category) &&
    (!query.difficulty || q.card.difficultyLevel === query.difficulty);
  const ordered = view.sorted[query.sort];
  const key = JSON.stringify([lang, term, query.category, query.difficulty, query.sort]);
  const found = remembered(view, key, () => ordered.filter(matches));
  const start = (query.page - 1) * query.pageSize;
  return {
    quizzes: found.slice(start, start + query.pageSize).map((q) => toCard(view, q)),
    total: found.length,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export function newestQuizzes(
  snapshot: CatalogSnapshot,
  limit: number,
  reader: CatalogReader,
): CatalogQuizCard[] {
  const { view, lang } = readerView(snapshot, reader);
  const newest = remembered(view, JSON.stringify([lang, 'newest']), () =>
    view.sorted.newest.filter(inLanguage(lang)),
  );
  return newest.slice(0, limit).map((q) => toCard(view, q));
}

/** Active categories for the catalogue's filter, in display order. */
export function categoryOptions(snapshot: CatalogSnapshot, reader: CatalogReader): CategoryOption[] {
  const { view } = readerView(snapshot, reader);
  return view.categories.map(({ id, nameUz, nameEn }) => ({ id, nameUz, nameEn }));
}

/** Active categories that hold at least one active quiz of the reader's language, with that count. */
export function featuredCategories(snapshot: CatalogSnapshot, reader: CatalogReader): FeaturedCategory[] {
  const { view, lang } = readerView(snapshot, reader);
  const counts = new Map<string, number>();
  for (const quiz of view.quizzes.values()) {
    const { categoryId } = quiz.card;
    if (categoryId && inLanguage(lang)(quiz)) counts.set(categoryId, (counts.get(categoryId) ?? 0) + 1);
  }
  return view.categories
    .filter((category) => counts.has(category.id))
    .map((category) => ({ ...category, activeQuizCount: counts.get(category.id) ?? 0 }));
}

/** Whether the reader's own script shows the quiz's texts otherwise than its author wrote them. */
export function offersOriginal(snapshot: CatalogSnapshot, id: string, language: Language): boolean {
  const own = snapshotInScript(snapshot, contentScriptFor(language));
  return own.quizzes.get(id) !== snapshot.quizzes.get(id);
}

/** An active quiz's detail (card, limits, preview questions without answers), or undefined. */
export function quizDetail(
  snapshot: CatalogSnapshot,
  id: string,
  reader: CatalogReader,
): QuizDetail | undefined {
  const { view } = readerView(snapshot, reader);
  const quiz = view.quizzes.get(id);
  if (!quiz) return undefined;
  const { maxAttempts, allowRetakes, strictTimer, previewQuestions } = quiz;
  return { ...toCard(view, quiz), maxAttempts, allowRetakes, strictTimer, previewQuestions };
}
