import { fn, type SourceTree } from '../../runtime/message';

/**
 * How long ago, in the words the rest of the product uses ("daqiqa", "soniya", "taxminan"), which
 * the uz locale of date-fns does not. Keyed by date-fns' distance tokens; a span is also read
 * after "in" and "ago" (ago, later) and in a wait.
 */
export default {
  lessThanXSeconds: fn('{count, select, 1 {bir soniyadan kam} other {{count} soniyadan kam}}', 'count'),
  xSeconds: fn('{count} soniya', 'count'),
  halfAMinute: 'yarim daqiqa',
  lessThanXMinutes: fn('{count, select, 1 {bir daqiqadan kam} other {{count} daqiqadan kam}}', 'count'),
  xMinutes: fn('{count} daqiqa', 'count'),
  aboutXHours: fn('taxminan {count} soat', 'count'),
  xHours: fn('{count} soat', 'count'),
  xDays: fn('{count} kun', 'count'),
  aboutXWeeks: fn('taxminan {count} hafta', 'count'),
  xWeeks: fn('{count} hafta', 'count'),
  aboutXMonths: fn('taxminan {count} oy', 'count'),
  xMonths: fn('{count} oy', 'count'),
  aboutXYears: fn('taxminan {count} yil', 'count'),
  xYears: fn('{count} yil', 'count'),
  overXYears: fn("{count} yildan ko'p", 'count'),
  almostXYears: fn('deyarli {count} yil', 'count'),
  ago: fn('{span} oldin', 'span'),
  later: fn('{span}dan keyin', 'span'),
} satisfies SourceTree;
