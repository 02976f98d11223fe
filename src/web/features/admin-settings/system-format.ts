import { adminSettings } from '@shared/i18n/admin/settings';
import { formatNumber } from '@shared/i18n/format';

/** 2_621_440 -> "2,5 MB": 1024-based, one decimal from KB up (Uzbek decimal comma). */
export function formatBytes(bytes: number): string {
  const units = [adminSettings.system.bytes, 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const shown = unit === 0 ? value : Math.round(value * 10) / 10;
  return `${formatNumber(shown)} ${units[unit]}`;
}

/** 93_784 s -> "1 kun 2 soat 3 daqiqa"; zero parts are left out; under a minute says so. */
export function formatUptime(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const parts = [
    days && adminSettings.system.days(days),
    hours && adminSettings.system.hours(hours),
    minutes && adminSettings.system.minutes(minutes),
  ].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' ') : adminSettings.system.underAMinute;
}

/** Received bytes as a whole percentage of the announced size, or null when no size was announced. */
export function downloadPercent(received: number, total: number | null): number | null {
  if (!total) return null;
  return Math.min(100, Math.floor((received / total) * 100));
}
