import { and, count, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AdminQuiz,
  AdminQuizListResponse,
  adminQuizListQuerySchema,
} from '../../../shared/schemas/admin-catalog';
import type { Db } from '../../db/client';
import { categories, quizModules, quizzes } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { quizTextMatches } from '../catalog/catalog-search';

/** The admin's view of quizzes: every state, with category name (any state) and module count. */
const {
  searchText: _searchText,
  previewQuestions: _preview,
  questionsVersion: _version,
  ...quizColumns
} = getTableColumns(quizzes);
const adminQuizColumns = {
  ...quizColumns,
  categoryName: categories.nameUz,
  moduleCount:
    sql<number>`(select count(*) from ${quizModules} where ${quizModules.quizId} = ${quizzes.id})`.mapWith(
      Number,
    ),
};

function selectAdminQuizzes(db: Db) {
  return db
    .select(adminQuizColumns)
    .from(quizzes)
    .leftJoin(categories, eq(categories.id, quizzes.categoryId));
}

type AdminQuizRow = Awaited<ReturnType<ReturnType<typeof selectAdminQuizzes>['execute']>>[number];

function toAdminQuiz(row: AdminQuizRow): AdminQuiz {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

export async function getAdminQuiz(db: Db, id: string): Promise<AdminQuiz> {
  const [row] = await selectAdminQuizzes(db).where(eq(quizzes.id, id));
  if (!row) throw new AppError(404, 'QUIZ_NOT_FOUND');
  return toAdminQuiz(row);
}

/** Search (title and description, as the catalogue's), category and state filters; newest first. */
export async function listAdminQuizzes(
  db: Db,
  query: z.output<typeof adminQuizListQuerySchema>,
): Promise<AdminQuizListResponse> {
  const conditions: (SQL | undefined)[] = [quizTextMatches(query.search)];
  if (query.categoryId) conditions.push(eq(quizzes.categoryId, query.categoryId));
  if (query.active) conditions.push(eq(quizzes.isActive, query.active === 'true'));
  const where = and(...conditions);
  const [rows, [totalRow]] = await Promise.all([
    selectAdminQuizzes(db)
      .where(where)
      .orderBy(desc(quizzes.createdAt), desc(quizzes.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(quizzes).where(where),
  ]);
  return {
    quizzes: rows.map(toAdminQuiz),
    total: totalRow?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
