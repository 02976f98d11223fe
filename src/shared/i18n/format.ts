import { uz } from './uz';

/** 25000 -> "25 000 so'm"; 0 -> "Bepul". */
export function formatPrice(amount: number): string {
  if (amount === 0) return uz.quiz.free;
  return `${formatNumber(amount)} so'm`;
}

/** A sum of money, 0 included: 74000 -> "74 000 so'm", 0 -> "0 so'm" (totals, payments). */
export function formatSum(amount: number): string {
  return `${formatNumber(amount)} so'm`;
}

/**
 * Thousands grouped with a space, as Uzbek writes them (25 000). Grouped by hand because browsers
 * without full uz locale data fall back to commas.
 */
export function formatNumber(value: number): string {
  const [whole = '0', fraction] = String(Math.round(value * 100) / 100).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return fraction ? `${grouped},${fraction}` : grouped;
}

/**
 * A decimal as people type it: "1,5" (the Uzbek comma, as formatNumber writes it) or "1.5".
 * Empty or anything else is NaN, which a number schema refuses.
 */
export function parseDecimal(value: unknown): number {
  if (typeof value === 'number') return value;
  const text = typeof value === 'string' ? value.trim().replace(',', '.') : '';
  return text === '' || !/^-?\d*\.?\d+$/.test(text) ? Number.NaN : Number(text);
}

/** 81.8181 -> "81,82%": one spelling of a percentage everywhere (uz decimal comma, 2 places at most). */
export function formatPercent(value: number): string {
  return `${formatNumber(value)}%`;
}

export function formatMinutes(minutes: number): string {
  return `${minutes} ${uz.quiz.minutes}`;
}

export function formatQuestionCount(count: number): string {
  return `${count} ${uz.quiz.questions}`;
}

/**
 * Every moment is shown in Tashkent time, whatever the zone of the browser or server: tables,
 * CSV exports, emails and the guest banner then agree. Tashkent keeps UTC+5 all year.
 */
export const TIME_ZONE = 'Asia/Tashkent';
/** Where a table or list shows times, its header or note says which clock they follow. */
export const timeZoneLabel = 'Toshkent vaqti';

const MONTHS = [
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
] as const;

// Built by hand from parts: browsers' Intl data for uz differs (Chromium prints "2026 M11 22").
const tashkentClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

type Moment = string | number | Date;
type ClockParts = { year: string; month: string; day: string; hour: string; minute: string; second: string };

/** The wall clock in Tashkent at a moment, or null for what is not a date. */
function inTashkent(moment: Moment): ClockParts | null {
  const date = new Date(moment);
  if (Number.isNaN(date.getTime())) return null;
  const parts = tashkentClock.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: part('year'),
    month: MONTHS[Number(part('month')) - 1] ?? '',
    day: String(Number(part('day'))),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** "23 noyabr 2026", the calendar day in Tashkent; what is not a date is given back as it is. */
export function formatDate(moment: Moment): string {
  const t = inTashkent(moment);
  return t ? `${t.day} ${t.month} ${t.year}` : String(moment);
}

/** "23 noyabr 2026, 13:30" in Tashkent time ("13:30:05" with seconds). */
export function formatDateTime(moment: Moment, { seconds = false } = {}): string {
  const t = inTashkent(moment);
  if (!t) return String(moment);
  return `${t.day} ${t.month} ${t.year}, ${t.hour}:${t.minute}${seconds ? `:${t.second}` : ''}`;
}
