import { type SQL, sql } from 'drizzle-orm';
import { FOLDED_APOSTROPHES, normalizeForSearch } from '../../../shared/domain/text';
import type {
  AdminResult,
  AdminResultList,
  ResultFilters,
  ResultListQuery,
} from '../../../shared/schemas/admin-results';
import type { Db } from '../../db/client';
import { listPage, type NewestFirstTable } from '../../lib/admin-table';
import { isoTime, type PersonRow, personColumns, toPerson } from '../../lib/person-sql';
import { containsPattern } from '../catalog/catalog-search';

/** The results with their learner (user, guest or deleted), quiz and certificate, newest first. */
export const RESULT_TABLE: NewestFirstTable = {
  columns: sql`r.id, ${personColumns('u', 'g.full_name', 'g.email')},
  q.id as quiz_id, q.title as quiz_title, r.score, r.correct_answers, r.total_questions,
  r.percentage, r.passed, r.time_taken, r.time_up, r.completed_at, c.code as certificate_code`,
  from: sql`from quiz_results r
  join quizzes q on q.id = r.quiz_id
  left join users u on u.id = r.user_id
  left join guest_access g on g.id = r.guest_access_id
  left join certificates c on c.result_id = r.id`,
  time: sql`r.completed_at`,
  id: sql`r.id`,
};

export type ResultRow = PersonRow & {
  id: string;
  quiz_id: string;
  quiz_title: string;
  score: number;
  correct_answers: number;
  total_questions: number;
  percentage: number;
  passed: boolean;
  time_taken: number;
  time_up: boolean;
  completed_at: Date | string;
  certificate_code: string | null;
};

/** A column lower-cased with every apostrophe form folded to ', as the catalogue's search_text. */
function folded(column: string): SQL {
  return sql`translate(lower(${sql.raw(column)}), ${FOLDED_APOSTROPHES}, ${"'".repeat(FOLDED_APOSTROPHES.length)})`;
}
const SEARCHED_COLUMNS = ['u.full_name', 'u.email', 'g.full_name', 'g.email', 'q.title'];

/** The WHERE condition of the filters: search (learner name or email, quiz title), passed, quiz. */
export function resultConditions(filters: ResultFilters): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filters.passed) conditions.push(sql`r.passed = ${filters.passed === 'true'}`);
  if (filters.quizId) conditions.push(sql`r.quiz_id = ${filters.quizId}`);
  const term = filters.search ? normalizeForSearch(filters.search) : '';
  if (term) {
    const pattern = containsPattern(term);
    const matches = SEARCHED_COLUMNS.map((column) => sql`${folded(column)} like ${pattern}`);
    conditions.push(sql`(${sql.join(matches, sql` or `)})`);
  }
  return sql.join(conditions, sql` and `);
}

export function toAdminResult(row: ResultRow): AdminResult {
  return {
    id: row.id,
    learner: toPerson(row),
    quizId: row.quiz_id,
    quizTitle: row.quiz_title,
    score: row.score,
    correctAnswers: row.correct_answers,
    totalQuestions: row.total_questions,
    percentage: row.percentage,
    passed: row.passed,
    timeTaken: row.time_taken,
    timeUp: row.time_up,
    completedAt: isoTime(row.completed_at),
    certificateCode: row.certificate_code,
  };
}

/** One page of the filtered results, newest first, with the filtered total. */
export async function listAdminResults(db: Db, query: ResultListQuery): Promise<AdminResultList> {
  const { rows, total } = await listPage<ResultRow>(db, RESULT_TABLE, resultConditions(query), query);
  return { results: rows.map(toAdminResult), total, page: query.page, pageSize: query.pageSize };
}
