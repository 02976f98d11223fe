import { uz } from '../i18n/uz';

/** The one label scale 1..5 (1 Oson ... 5 Murakkab, otherwise Noaniq), on every page that names a level. */
export function difficultyLabel(level: number | null | undefined): string {
  const labels = uz.difficulty as Record<number, string>;
  return (level != null && labels[level]) || uz.difficulty.unknown;
}

export const DIFFICULTY_LEVELS = [1, 2, 3, 4, 5] as const;
