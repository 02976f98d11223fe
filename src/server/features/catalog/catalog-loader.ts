import { and, asc, eq, sql } from 'drizzle-orm';
import { latinSearchText } from '../../../shared/domain/script-search';
import { MAX_PREVIEW_QUESTIONS } from '../../../shared/schemas/storefront';
import type { Db } from '../../db/client';
import { categories, questions, quizzes } from '../../db/schema';
import { quizCardColumns, toQuizCard } from './catalog.service';
import type { CategoryEntry, QuizEntry } from './catalog-read-model';

/**
 * Everything the public catalogue shows, read in one repeatable-read transaction so the quizzes,
 * their categories and previews come from one moment: the active quizzes (a quiz of an inactive
 * category shows none), the active categories in display order, and up to MAX_PREVIEW_QUESTIONS
 * preview questions per quiz (text and options: never an answer).
 */
export async function loadCatalog(db: Db): Promise<{ quizzes: QuizEntry[]; categories: CategoryEntry[] }> {
  return db.transaction(
    async (tx) => {
      const quizRows = await tx
        .select({
          ...quizCardColumns,
          maxAttempts: quizzes.maxAttempts,
          allowRetakes: quizzes.allowRetakes,
          strictTimer: quizzes.strictTimer,
          searchText: sql<string>`coalesce(${quizzes.searchText}, '')`,
          // text: a bigint of microseconds, exact, where a Date would keep milliseconds only
          createdMicros: sql<string>`(extract(epoch from ${quizzes.createdAt}) * 1000000)::bigint::text`,
        })
        .from(quizzes)
        .leftJoin(categories, and(eq(categories.id, quizzes.categoryId), eq(categories.isActive, true)))
        .where(eq(quizzes.isActive, true));
      const previews = await loadPreviews(tx);
      const categoryRows = await tx
        .select({
          id: categories.id,
          nameUz: categories.nameUz,
          nameEn: categories.nameEn,
          description: categories.description,
          icon: categories.icon,
        })
        .from(categories)
        .where(eq(categories.isActive, true))
        .orderBy(asc(categories.displayOrder), asc(categories.nameUz));
      return {
        quizzes: quizRows.map(
          ({ maxAttempts, allowRetakes, strictTimer, searchText, createdMicros, ...card }) => ({
            card: toQuizCard(card),
            createdMicros: Number(createdMicros),
            searchText: latinSearchText(searchText),
            maxAttempts,
            allowRetakes,
            strictTimer,
            previewQuestions: previews.get(card.id) ?? [],
          }),
        ),
        categories: categoryRows,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

async function loadPreviews(db: Db): Promise<Map<string, QuizEntry['previewQuestions']>> {
  const ranked = db
    .select({
      quizId: questions.quizId,
      id: questions.id,
      questionText: questions.questionText,
      options: questions.options,
      rank: sql<number>`row_number() over (partition by ${questions.quizId} order by ${questions.orderIndex}, ${questions.id})`.as(
        'rank',
      ),
    })
    .from(questions)
    .innerJoin(quizzes, and(eq(quizzes.id, questions.quizId), eq(quizzes.isActive, true)))
    .where(eq(questions.isPreview, true))
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(sql`${ranked.rank} <= ${MAX_PREVIEW_QUESTIONS}`)
    .orderBy(ranked.quizId, ranked.rank);
  const byQuiz = new Map<string, QuizEntry['previewQuestions']>();
  for (const { quizId, id, questionText, options } of rows) {
    const list = byQuiz.get(quizId) ?? [];
    list.push({ id, questionText, options });
    byQuiz.set(quizId, list);
  }
  return byQuiz;
}
