import { type SQL, sql } from 'drizzle-orm';
import { TIME_ZONE } from '../../shared/i18n/format';
import type { Db } from '../db/client';
import { CSV_BOM, type CsvCell, csvLine } from './csv';

/**
 * A table an admin page lists newest first and exports: its columns and joins, and the order's
 * leading time column with the id that breaks its ties, so paging and the export's keyset agree.
 */
export interface NewestFirstTable {
  columns: SQL;
  from: SQL;
  time: SQL;
  id: SQL;
}

const newestFirst = (table: NewestFirstTable) => sql`order by ${table.time} desc, ${table.id} desc`;

/** One page of the rows `where` keeps, newest first, with their total. */
export async function listPage<Row extends Record<string, unknown>>(
  db: Db,
  table: NewestFirstTable,
  where: SQL,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ rows: Row[]; total: number }> {
  const [{ rows }, { rows: totals }] = await Promise.all([
    db.execute<Row>(sql`select ${table.columns} ${table.from} where ${where} ${newestFirst(table)}
      limit ${pageSize} offset ${(page - 1) * pageSize}`),
    db.execute<{ total: number }>(sql`select count(*)::int as total ${table.from} where ${where}`),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

interface CsvExport<Row> {
  header: readonly CsvCell[];
  cells: (row: Row) => CsvCell[];
  batchSize: number;
}

/**
 * The rows `where` keeps as CSV (lib/csv.ts: BOM, header, CRLF), newest first, read in
 * keyset-paged batches so only one batch is in memory. The cursor keeps the time as text: a JS
 * Date would drop the microseconds and skip or repeat rows.
 */
export async function* keysetCsv<Row extends Record<string, unknown> & { id: string }>(
  db: Db,
  table: NewestFirstTable,
  where: SQL,
  { header, cells, batchSize }: CsvExport<Row>,
): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(header);
  let cursor: { at: string; id: string } | undefined;
  for (;;) {
    const after = cursor
      ? sql`and (${table.time}, ${table.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
      : sql``;
    const { rows } = await db.execute<Row & { cursor_at: string }>(
      sql`select ${table.columns}, ${table.time}::text as cursor_at ${table.from}
        where ${where} ${after} ${newestFirst(table)} limit ${batchSize}`,
    );
    if (rows.length > 0) yield rows.map((row) => csvLine(cells(row))).join('');
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    cursor = { at: last.cursor_at, id: last.id };
  }
}

/** 2026-03-02 14:05:09 in Tashkent: a form Excel recognises as a date and time. */
export const tashkentTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: TIME_ZONE,
  dateStyle: 'short',
  timeStyle: 'medium',
});

/** The file name with the export's day in Tashkent, e.g. natijalar-2026-03-02.csv. */
export function datedCsvName(prefix: string, now = new Date()): string {
  return `${prefix}-${tashkentTime.format(now).slice(0, 10)}.csv`;
}
