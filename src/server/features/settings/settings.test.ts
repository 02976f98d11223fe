import { describe, expect, it } from 'vitest';
import { isEnabled } from './settings.service';

describe('guest_purchase_enabled', () => {
  it.each([
    [true, true],
    ['true', true],
    [false, false],
    ['false', false],
    [null, false],
    [undefined, false],
    [1, false],
  ])('%s -> %s', (value, expected) => {
    expect(isEnabled(value)).toBe(expected);
  });
});
