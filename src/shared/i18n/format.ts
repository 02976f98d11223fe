import type { Language } from './languages';
import type source from './messages/format/uz-latn';
import { texts, textsLanguage } from './runtime/texts';

/*
 * Every formatter writes in the language being spoken (the texts runtime's); a caller that must
 * write in another (an email in its recipient's language) passes it.
 */
const words = (language: Language = textsLanguage()) => texts<typeof source>('format', language);

/** 25000 -> "25 000 so'm" ("сўм", "сум"); 0 -> "Bepul" ("Бепул", "Бесплатно"). */
export function formatPrice(amount: number, language?: Language): string {
  if (amount === 0) return words(language).free;
  return formatSum(amount, language);
}

/** A sum of money, 0 included: 74000 -> "74 000 so'm", 0 -> "0 so'm" (totals, payments). */
export function formatSum(amount: number, language?: Language): string {
  return `${formatNumber(amount)} ${words(language).currency}`;
}

/**
 * Thousands grouped with a space and a decimal comma, as Uzbek (both scripts) and Russian all
 * write them (25 000,5). Grouped by hand because browsers without full uz locale data fall back
 * to commas.
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

/** "30 daqiqa", "30 дақиқа", "30 минут" (Russian agrees the word with the number). */
export function formatMinutes(minutes: number, language?: Language): string {
  return words(language).minutes(minutes);
}

/** "12 savol", "12 савол", "12 вопросов". */
export function formatQuestionCount(count: number, language?: Language): string {
  return words(language).questions(count);
}

/**
 * Every moment is shown in Tashkent time, whatever the zone of the browser or server: tables,
 * CSV exports, emails and the guest banner then agree. Tashkent keeps UTC+5 all year.
 */
export const TIME_ZONE = 'Asia/Tashkent';
/** Where a table or list shows times, its header or note says which clock they follow. */
export function timeZoneLabel(language?: Language): string {
  return words(language).timeZone;
}

/*
 * Built by hand from parts, months from the texts: browsers' Intl data for uz differs (Chromium
 * prints "2026 M11 22") and Node's uz-Cyrl drops the soft sign ("ноябр").
 */
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

/** The wall clock in Tashkent at a moment, its month named in the language; null for what is not a date. */
function inTashkent(moment: Moment, language?: Language): ClockParts | null {
  const date = new Date(moment);
  if (Number.isNaN(date.getTime())) return null;
  const parts = tashkentClock.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: part('year'),
    month: words(language).months[Number(part('month')) - 1] ?? '',
    day: String(Number(part('day'))),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** "23 noyabr 2026" ("23 ноября 2026"), the calendar day in Tashkent; what is not a date is given back as it is. */
export function formatDate(moment: Moment, language?: Language): string {
  const t = inTashkent(moment, language);
  return t ? `${t.day} ${t.month} ${t.year}` : String(moment);
}

/** "23 noyabr 2026, 13:30" in Tashkent time ("13:30:05" with seconds). */
export function formatDateTime(
  moment: Moment,
  { seconds = false, language }: { seconds?: boolean; language?: Language } = {},
): string {
  const t = inTashkent(moment, language);
  if (!t) return String(moment);
  return `${t.day} ${t.month} ${t.year}, ${t.hour}:${t.minute}${seconds ? `:${t.second}` : ''}`;
}
