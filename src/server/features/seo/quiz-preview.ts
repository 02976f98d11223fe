import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { quizCoverPath } from '../../../shared/schemas/catalog';
import type { Db } from '../../db/client';
import { categories, quizzes } from '../../db/schema';

export type QuizPreview = NonNullable<Awaited<ReturnType<typeof findActiveQuizPreview>>>;

const uuid = z.uuid();

/** What a link preview shows of an active quiz; null for an id that is no active quiz. */
export async function findActiveQuizPreview(db: Db, id: string) {
  // not a uuid: no quiz (and PostgreSQL would refuse the comparison)
  if (!uuid.safeParse(id).success) return null;
  const [row] = await db
    .select({
      id: quizzes.id,
      title: quizzes.title,
      description: quizzes.description,
      thumbnailUrl: quizzes.thumbnailUrl,
      price: quizzes.price,
      updatedAt: quizzes.updatedAt,
      categoryName: categories.nameUz,
    })
    .from(quizzes)
    .leftJoin(categories, and(eq(categories.id, quizzes.categoryId), eq(categories.isActive, true)))
    .where(and(eq(quizzes.id, id), eq(quizzes.isActive, true)));
  return row ?? null;
}

/** Where the generated preview image of a quiz is served; the version changes with every edit. */
export const quizOgImagePath = (quiz: Pick<QuizPreview, 'id' | 'updatedAt'>) =>
  `/og/quiz/${quiz.id}.png?v=${quiz.updatedAt.getTime()}`;

export const SITE_OG_IMAGE_PATH = '/og/site.png';

/**
 * The quiz's own picture when link previews can show it (an http(s) raster image), else the
 * generated one: previews do not show SVG, and the generated cover is SVG.
 */
export function quizImageUrl(publicUrl: string, quiz: QuizPreview): string {
  const base = `${publicUrl}/`;
  // URL.parse is newer than the Node versions we support
  const own =
    quiz.thumbnailUrl && URL.canParse(quiz.thumbnailUrl, base) ? new URL(quiz.thumbnailUrl, base) : null;
  const usable =
    own &&
    (own.protocol === 'https:' || own.protocol === 'http:') &&
    !own.pathname.toLowerCase().endsWith('.svg') &&
    own.pathname !== quizCoverPath(quiz.id);
  return usable ? own.href : `${publicUrl}${quizOgImagePath(quiz)}`;
}
