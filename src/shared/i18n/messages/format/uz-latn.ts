import { fn, type SourceTree } from '../../runtime/message';

/** The words of amounts, durations and dates (format.ts writes the figures). */
export default {
  /** a price of 0 */
  free: 'Bepul',
  /** after an amount: "25 000 so'm" */
  currency: "so'm",
  minutes: fn('{n} daqiqa', 'n'),
  questions: fn('{n} savol', 'n'),
  /** where a table or list shows times, its header or note says which clock they follow */
  timeZone: 'Toshkent vaqti',
  /** as a date writes them: "23 noyabr 2026" */
  months: [
    'yanvar',
    'fevral',
    'mart',
    'aprel',
    'may',
    'iyun',
    'iyul',
    'avgust',
    'sentabr',
    'oktabr',
    'noyabr',
    'dekabr',
  ],
} satisfies SourceTree;
