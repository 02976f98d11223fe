import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('splits text around http(s) URLs and keeps trailing punctuation as text', () => {
    const parts = linkify('Bosing: http://localhost:3000/reset-password?email=a%40b.uz&code=1. Rahmat');
    expect(parts.map((p) => [p.kind, p.value])).toEqual([
      ['text', 'Bosing: '],
      ['link', 'http://localhost:3000/reset-password?email=a%40b.uz&code=1'],
      ['text', '. Rahmat'],
    ]);
  });

  it('leaves plain text and non-http schemes alone', () => {
    expect(linkify('javascript:alert(1) va ftp://x')).toEqual([
      { kind: 'text', value: 'javascript:alert(1) va ftp://x', start: 0 },
    ]);
  });
});
