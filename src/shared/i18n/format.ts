import { uz } from './uz';

const groupDigits = new Intl.NumberFormat('uz-UZ', { maximumFractionDigits: 0, useGrouping: true });

/** 25000 -> "25 000 so'm"; 0 -> "Bepul". Uses the uz locale's thousands separator. */
export function formatPrice(amount: number): string {
  if (amount === 0) return uz.quiz.free;
  return `${formatNumber(amount)} so'm`;
}

/** Thousands-separated integer in the uz locale (a non-breaking space becomes a plain one). */
export function formatNumber(value: number): string {
  return groupDigits.format(value).replace(/\u00a0|\u202f/g, ' ');
}

export function formatMinutes(minutes: number): string {
  return `${minutes} ${uz.quiz.minutes}`;
}

export function formatQuestionCount(count: number): string {
  return `${count} ${uz.quiz.questions}`;
}
