import { describe, expect, it } from 'vitest';
import { downloadPercent, formatBytes, formatUptime } from './system-format';

describe('formatBytes', () => {
  it.each([
    [0, '0 bayt'],
    [512, '512 bayt'],
    [1024, '1 KB'],
    [1536, '1,5 KB'],
    [2_621_440, '2,5 MB'],
    [8_796_093_022, '8,2 GB'],
  ])('%d -> %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});

describe('formatUptime', () => {
  it.each([
    [0, '1 daqiqadan kam'],
    [59, '1 daqiqadan kam'],
    [60, '1 daqiqa'],
    [3600, '1 soat'],
    [93_784, '1 kun 2 soat 3 daqiqa'],
    [86_400 * 3 + 120, '3 kun 2 daqiqa'],
  ])('%d s -> %s', (seconds, text) => {
    expect(formatUptime(seconds)).toBe(text);
  });
});

describe('downloadPercent', () => {
  it('is a whole percentage of the announced size, null without one', () => {
    expect(downloadPercent(512, 1024)).toBe(50);
    expect(downloadPercent(1023, 1024)).toBe(99);
    expect(downloadPercent(2048, 1024)).toBe(100);
    expect(downloadPercent(512, null)).toBeNull();
  });
});
