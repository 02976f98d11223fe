import { BookOpen, Calculator } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { categoryStyle } from './category-style';

describe('categoryStyle', () => {
  it('picks the icon from name_en and falls back to a neutral style', () => {
    expect(categoryStyle('Mathematics').icon).toBe(Calculator);
    expect(categoryStyle('cooking').icon).toBe(BookOpen);
    expect(categoryStyle(null).icon).toBe(BookOpen);
  });
});
