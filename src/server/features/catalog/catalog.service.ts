import { categories, quizzes } from '../../db/schema';

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
  language: quizzes.language,
  createdAt: quizzes.createdAt,
};

/** A selected row with its Date turned into the ISO text the API sends. */
export function toQuizCard<Row extends { createdAt: Date }>(
  row: Row,
): Omit<Row, 'createdAt'> & { createdAt: string } {
  return { ...row, createdAt: row.createdAt.toISOString() };
}
