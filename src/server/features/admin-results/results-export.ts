import { adminExportTexts as t } from '../../../shared/i18n/admin-exports';
import type { ResultFilters } from '../../../shared/schemas/admin-results';
import type { Db } from '../../db/client';
import { datedCsvName, keysetCsv, tashkentTime } from '../../lib/admin-table';
import { type CsvCell, inertText } from '../../lib/csv';
import { currentLanguage, inLanguage } from '../../plugins/language';
import { RESULT_TABLE, type ResultRow, resultConditions, toAdminResult } from './result-rows';

const BATCH_SIZE = 500;

/** The file name with the export's day in Tashkent, e.g. natijalar-2026-03-02.csv. */
export const exportFileName = (now = new Date()) => datedCsvName('natijalar', now);

/**
 * The filtered results as CSV text, newest first, one keyset-paged batch in memory at a time; in
 * the language of the request (the rows are written while the file streams, after it returned).
 */
export function resultsCsv(db: Db, filters: ResultFilters, batchSize = BATCH_SIZE): AsyncGenerator<string> {
  const language = currentLanguage();
  return keysetCsv(db, RESULT_TABLE, resultConditions(filters), {
    header: [...t.results.header],
    cells: (row: ResultRow) => inLanguage(language, () => csvCells(row)),
    batchSize,
  });
}

function csvCells(row: ResultRow): CsvCell[] {
  const result = toAdminResult(row);
  const { learner } = result;
  return [
    result.id,
    inertText(learner.type === 'deleted' ? t.learner.deletedUser : learner.name),
    inertText(learner.email),
    learner.type === 'guest'
      ? t.learner.guest
      : learner.type === 'user'
        ? t.learner.user
        : t.learner.deletedUser,
    inertText(result.quizTitle),
    roundTo(result.score, 2),
    result.correctAnswers,
    result.totalQuestions,
    roundTo(result.percentage, 1),
    result.passed ? t.results.passed : t.results.failed,
    result.timeTaken,
    result.timeUp ? t.results.yes : t.results.no,
    tashkentTime.format(new Date(result.completedAt)),
    inertText(result.certificateCode),
  ];
}

const roundTo = (value: number, digits: number) => Number(value.toFixed(digits));
