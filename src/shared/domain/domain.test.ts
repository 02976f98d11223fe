import { describe, expect, it } from 'vitest';
import { formatMinutes, formatPercent, formatPrice, formatQuestionCount, formatSum } from '../i18n/format';
import { difficultyLabel } from './difficulty';
import { sanitizeText } from './sanitize';
import { normalizeForSearch } from './text';
import { HEARTBEAT_GRACE_SECONDS, HEARTBEAT_INTERVAL_SECONDS } from './timer';

describe('formatting', () => {
  it("prices use a thousands separator and so'm; 0 is free", () => {
    expect(formatPrice(25000)).toBe("25 000 so'm");
    expect(formatPrice(1250000)).toBe("1 250 000 so'm");
    expect(formatPrice(0)).toBe('Bepul');
  });
  it("sums of money (totals) keep so'm even at 0", () => {
    expect(formatSum(74000)).toBe("74 000 so'm");
    expect(formatSum(0)).toBe("0 so'm");
  });
  it('durations and counts', () => {
    expect(formatMinutes(30)).toBe('30 daqiqa');
    expect(formatQuestionCount(12)).toBe('12 savol');
  });
  it('percentages have one spelling: uz decimal comma, at most two places', () => {
    expect(formatPercent(81.8181)).toBe('81,82%');
    expect(formatPercent(81.82)).toBe('81,82%');
    expect(formatPercent(70)).toBe('70%');
    expect(formatPercent(0)).toBe('0%');
  });
});

describe('difficulty labels', () => {
  it('one scale of five with Noaniq outside 1..5', () => {
    expect([1, 2, 3, 4, 5].map(difficultyLabel)).toEqual([
      'Oson',
      "Boshlang'ich",
      "O'rta",
      'Qiyin',
      'Murakkab',
    ]);
    expect(difficultyLabel(0)).toBe('Noaniq');
    expect(difficultyLabel(null)).toBe('Noaniq');
  });
});

describe('text', () => {
  it('sanitising trims and strips script blocks and tags', () => {
    expect(sanitizeText('  <script type="x">alert(1)</script> Salom <i>dunyo</i> ')).toBe('Salom dunyo');
  });
  it("apostrophe forms fold to one, so o'zbek finds oʻzbek", () => {
    expect(normalizeForSearch('Oʻzbek')).toBe(normalizeForSearch("o'zbek"));
    expect(normalizeForSearch('G‘alaba')).toBe("g'alaba");
  });
});

describe('heartbeat', () => {
  it('the server waits for more than one heartbeat before it stops the clock', () => {
    expect(HEARTBEAT_GRACE_SECONDS).toBeGreaterThan(HEARTBEAT_INTERVAL_SECONDS);
  });
});
