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
