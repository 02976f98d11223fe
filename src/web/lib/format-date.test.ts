import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date';

describe('dates in Uzbek', () => {
  it('writes month names in lower case, as Uzbek does', () => {
    expect(formatDate('2026-11-23T10:00:00Z')).toBe('23 noyabr 2026');
    expect(formatDate('2024-07-22T10:00:00Z')).toBe('22 iyul 2024');
  });
  it('keeps the time after the date', () => {
    expect(formatDateTime('2026-01-05T08:07:00')).toBe('5 yanvar 2026, 08:07');
  });
  it('gives back what it cannot read', () => {
    expect(formatDate('not a date')).toBe('not a date');
  });
});
