import { uz } from '../i18n/uz';

/** Full label scale 1..5 (docs/product/learner-side.md: 1 Oson ... 5 Murakkab, otherwise Noaniq). */
export function difficultyLabel(level: number | null | undefined): string {
  const labels = uz.difficulty as Record<number, string>;
  return (level != null && labels[level]) || uz.difficulty.unknown;
}

/** The home cards' three-level variant (1 Boshlang'ich, 2 O'rta, 3 Ilg'or, otherwise O'rta). */
export function difficultyShortLabel(level: number | null | undefined): string {
  const labels = uz.difficultyShort as Record<number, string>;
  return (level != null && labels[level]) || uz.difficultyShort.fallback;
}

export const DIFFICULTY_LEVELS = [1, 2, 3, 4, 5] as const;
