import { BookOpen, Calculator, Music, Palette } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { categoryStyle } from './category-style';

describe('categoryStyle', () => {
  it('picks the icon from name_en and falls back to a neutral style', () => {
    expect(categoryStyle('Mathematics').icon).toBe(Calculator);
    expect(categoryStyle('cooking').icon).toBe(BookOpen);
    expect(categoryStyle(null).icon).toBe(BookOpen);
  });

  it("uses the admin's chosen icon when set, keeping the name's colour", () => {
    expect(categoryStyle('Mathematics', 'music').icon).toBe(Music);
    expect(categoryStyle('Mathematics', 'music').className).toBe(categoryStyle('Mathematics').className);
    expect(categoryStyle('Art', 'palette')).toEqual({
      icon: Palette,
      className: 'bg-primary/10 text-primary',
    });
    expect(categoryStyle('Mathematics', 'not-an-icon').icon).toBe(Calculator);
    expect(categoryStyle('cooking', null).icon).toBe(BookOpen);
  });
});
