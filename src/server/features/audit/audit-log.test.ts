import { describe, expect, it } from 'vitest';
import { changedFields } from './audit-log';

describe('changedFields', () => {
  it('lists only the fields whose values differ, with before and after', () => {
    const before = { title: 'Eski', price: 0, tags: ['a'], at: new Date('2026-01-01T00:00:00Z'), note: null };
    const after = {
      title: 'Yangi',
      price: 0,
      tags: ['a'],
      at: new Date('2026-01-01T00:00:00Z'),
      note: undefined,
    };
    expect(changedFields(before, after)).toEqual({ title: { from: 'Eski', to: 'Yangi' } });
    expect(changedFields({ tags: ['a'] }, { tags: ['a', 'b'] })).toEqual({
      tags: { from: ['a'], to: ['a', 'b'] },
    });
  });
});
