import { describe, expect, it, vi } from 'vitest';
import { VersionedCache } from './versioned-cache';

describe('VersionedCache', () => {
  it('makes a value once per version and key, and afresh for a new version', () => {
    const cache = new VersionedCache<string>(10);
    const make = vi.fn(() => 'page');
    cache.get(1, '/a', make);
    cache.get(1, '/a', make);
    expect(make).toHaveBeenCalledTimes(1);
    cache.get(2, '/a', make);
    expect(make).toHaveBeenCalledTimes(2);
  });

  it('keeps at most `limit` entries, dropping the least recently used', () => {
    const cache = new VersionedCache<string>(2);
    const make = vi.fn((key: string) => key);
    cache.get(1, '/a', () => make('/a'));
    cache.get(1, '/b', () => make('/b'));
    // /a used again: /b is now the least recently used
    cache.get(1, '/a', () => make('/a'));
    cache.get(1, '/c', () => make('/c'));
    cache.get(1, '/a', () => make('/a'));
    expect(make.mock.calls.map(([key]) => key)).toEqual(['/a', '/b', '/c']);
    cache.get(1, '/b', () => make('/b'));
    expect(make).toHaveBeenCalledTimes(4);
  });

  it('forgets a deleted entry', () => {
    const cache = new VersionedCache<string>(2);
    const make = vi.fn(() => 'x');
    cache.get(1, '/a', make);
    cache.delete('/a');
    cache.get(1, '/a', make);
    expect(make).toHaveBeenCalledTimes(2);
  });
});
