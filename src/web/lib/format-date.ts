import { relativeTime } from '@shared/i18n/relative-time';
import { type FormatDistanceFn, formatDistanceToNow, formatDuration, type Locale } from 'date-fns';
import { uz as uzLocale } from 'date-fns/locale/uz';

const formatDistance: FormatDistanceFn = (token, count, options) => {
  const words = relativeTime[token];
  const span = typeof words === 'string' ? words : words(count);
  if (!options?.addSuffix) return span;
  return (options.comparison ?? 0) > 0 ? relativeTime.later(span) : relativeTime.ago(span);
};

/** date-fns' uz locale with the product's own words for spans of time, in the language being spoken. */
const locale: Locale = { ...uzLocale, formatDistance };

/**
 * "5 daqiqa oldin": how long ago, in the product's words (browsers' Intl data for uz differs). A span of time
 * is the same in every zone; dates and times are formatted in Tashkent time by @shared/i18n/format.
 */
export function formatRelative(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatDistanceToNow(date, { locale, addSuffix: true });
}

/** A wait, rounded up to whole seconds under a minute, else to whole minutes: "45 soniya", "2 soat 15 daqiqa". */
export function formatWait(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return formatDuration({ seconds: whole }, { locale });
  const minutes = Math.ceil(whole / 60);
  return formatDuration({ hours: Math.floor(minutes / 60), minutes: minutes % 60 }, { locale });
}
