import { sql } from 'drizzle-orm';
import { TIME_ZONE } from '../../../shared/i18n/format';
import type { ResultFilters } from '../../../shared/schemas/admin-results';
import type { Db } from '../../db/client';
import { CSV_BOM, type CsvCell, csvLine, inertText } from './csv';
import { resultExportTexts as t } from './export-texts';
import {
  RESULT_COLUMNS,
  RESULT_FROM,
  RESULT_ORDER,
  type ResultRow,
  resultConditions,
  toAdminResult,
} from './result-rows';

const BATCH_SIZE = 500;

/** 2026-03-02 14:05:09 in Tashkent: a form Excel recognises as a date and time. */
const tashkentTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: TIME_ZONE,
  dateStyle: 'short',
  timeStyle: 'medium',
});

/** The file name with the export's day in Tashkent, e.g. natijalar-2026-03-02.csv. */
export function exportFileName(now = new Date()): string {
  return `natijalar-${tashkentTime.format(now).slice(0, 10)}.csv`;
}

/**
 * The filtered results as CSV text, newest first, read in keyset-paged batches so that only one
 * batch is ever in memory. The cursor is the last row's exact completed_at (as text: a JS Date
 * would drop the microseconds and skip or repeat rows) and id.
 */
export async function* resultsCsv(
  db: Db,
  filters: ResultFilters,
  batchSize = BATCH_SIZE,
): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(t.header);
  const where = resultConditions(filters);
  let cursor: { at: string; id: string } | undefined;
  for (;;) {
    const after = cursor
      ? sql`and (r.completed_at, r.id) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
      : sql``;
    const { rows } = await db.execute<ResultRow & { cursor_at: string }>(
      sql`select ${RESULT_COLUMNS}, r.completed_at::text as cursor_at ${RESULT_FROM}
        where ${where} ${after} ${RESULT_ORDER} limit ${batchSize}`,
    );
    if (rows.length > 0) yield rows.map((row) => csvLine(csvCells(row))).join('');
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    cursor = { at: last.cursor_at, id: last.id };
  }
}

function csvCells(row: ResultRow): CsvCell[] {
  const result = toAdminResult(row);
  const { learner } = result;
  return [
    result.id,
    inertText(learner.type === 'deleted' ? t.deletedUser : learner.name),
    inertText(learner.email),
    learner.type === 'guest' ? t.guest : learner.type === 'user' ? t.user : t.deletedUser,
    inertText(result.quizTitle),
    roundTo(result.score, 2),
    result.correctAnswers,
    result.totalQuestions,
    roundTo(result.percentage, 1),
    result.passed ? t.passed : t.failed,
    result.timeTaken,
    result.timeUp ? t.yes : t.no,
    tashkentTime.format(new Date(result.completedAt)),
    inertText(result.certificateCode),
  ];
}

const roundTo = (value: number, digits: number) => Number(value.toFixed(digits));
