import { formatDistanceToNow } from 'date-fns';
import { uz as uzLocale } from 'date-fns/locale/uz';

/**
 * "5 minut oldin": how long ago, in Uzbek (date-fns carries its own uz locale; browsers' Intl data
 * for uz differs). A span of time is the same in every zone; dates and times are formatted in
 * Tashkent time by @shared/i18n/format.
 */
export function formatRelative(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : formatDistanceToNow(date, { locale: uzLocale, addSuffix: true });
}
