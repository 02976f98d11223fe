import { sql } from 'drizzle-orm';
import type { AdminResultList, ResultListQuery } from '../../../shared/schemas/admin-results';
import type { Db } from '../../db/client';
import {
  RESULT_COLUMNS,
  RESULT_FROM,
  RESULT_ORDER,
  type ResultRow,
  resultConditions,
  toAdminResult,
} from './result-rows';

/** One page of the filtered results, newest first, with the filtered total. */
export async function listAdminResults(db: Db, query: ResultListQuery): Promise<AdminResultList> {
  const where = resultConditions(query);
  const [{ rows }, { rows: totals }] = await Promise.all([
    db.execute<ResultRow>(sql`select ${RESULT_COLUMNS} ${RESULT_FROM} where ${where} ${RESULT_ORDER}
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`),
    db.execute<{ total: number }>(sql`select count(*)::int as total ${RESULT_FROM} where ${where}`),
  ]);
  return {
    results: rows.map(toAdminResult),
    total: totals[0]?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
