import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format';

// The machine's own zone must not matter: run as a browser in New York would (UTC-5 in winter),
// ten hours behind Tashkent, so a local-time formatter would show a different day and hour.
const originalZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  process.env.TZ = originalZone;
});

describe('times in Tashkent, whatever the zone of the machine', () => {
  it('runs in another zone (the premise of these checks)', () => {
    expect(new Date('2026-11-23T03:30:00Z').getHours()).toBe(22);
  });

  it('shows the day and time on the Tashkent clock', () => {
    expect(formatDateTime('2026-11-23T08:30:00Z')).toBe('23 noyabr 2026, 13:30');
    expect(formatDateTime('2026-11-23T03:30:00Z')).toBe('23 noyabr 2026, 08:30');
    expect(formatDateTime('2026-01-05T03:07:09Z', { seconds: true })).toBe('5 yanvar 2026, 08:07:09');
  });

  it('takes the calendar day from Tashkent, not from the machine', () => {
    // 20:00 UTC on the 22nd is 01:00 on the 23rd in Tashkent and 15:00 on the 22nd in New York
    expect(formatDate('2026-11-22T20:00:00Z')).toBe('23 noyabr 2026');
    expect(formatDate(Date.UTC(2024, 6, 22, 10))).toBe('22 iyul 2024');
    expect(formatDateTime('2026-12-31T19:00:00Z')).toBe('1 yanvar 2027, 00:00');
  });

  it('gives back what it cannot read', () => {
    expect(formatDate('not a date')).toBe('not a date');
    expect(formatDateTime('')).toBe('');
  });
});
