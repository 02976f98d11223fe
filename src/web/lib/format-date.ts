import { format, formatDistanceToNow } from 'date-fns';
import { uz as uzLocale } from 'date-fns/locale/uz';

/**
 * "22 noyabr 2026": date-fns carries its own uz locale, because browsers' Intl data for uz
 * differs (Chromium prints "2026 M11 22"). Its month names are capitalised; Uzbek writes them in
 * lower case, and nothing else in these formats has letters.
 */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format(date, 'd MMMM yyyy', { locale: uzLocale }).toLowerCase();
}

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : format(date, 'd MMMM yyyy, HH:mm', { locale: uzLocale }).toLowerCase();
}

/** "5 minut oldin": how long ago, in Uzbek (date-fns' uz locale, with the suffix). */
export function formatRelative(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : formatDistanceToNow(date, { locale: uzLocale, addSuffix: true });
}
