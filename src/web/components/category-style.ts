import { categoryIconFor } from '@web/components/category-icon';
import {
  BookOpen,
  Briefcase,
  Calculator,
  Cpu,
  FlaskConical,
  Landmark,
  Languages,
  type LucideIcon,
} from 'lucide-react';

export type CategoryStyle = { icon: LucideIcon; className: string };

const STYLES: Record<string, CategoryStyle> = {
  mathematics: {
    icon: Calculator,
    className: 'bg-blue-100 text-blue-700 dark:bg-blue-950 dark:text-blue-300',
  },
  science: {
    icon: FlaskConical,
    className: 'bg-green-100 text-green-700 dark:bg-green-950 dark:text-green-300',
  },
  history: { icon: Landmark, className: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300' },
  technology: {
    icon: Cpu,
    className: 'bg-violet-100 text-violet-700 dark:bg-violet-950 dark:text-violet-300',
  },
  language: { icon: Languages, className: 'bg-rose-100 text-rose-700 dark:bg-rose-950 dark:text-rose-300' },
  business: { icon: Briefcase, className: 'bg-cyan-100 text-cyan-800 dark:bg-cyan-950 dark:text-cyan-300' },
};

const FALLBACK: CategoryStyle = { icon: BookOpen, className: 'bg-muted text-muted-foreground' };
/** a category an admin gave an icon but whose name has no colour of its own */
const CHOSEN_ICON_CLASS = 'bg-primary/10 text-primary';

/**
 * Colour and icon of a category card: the icon the admin chose when set, else the one its English
 * name suggests (spec, section 2); the colour follows the name.
 */
export function categoryStyle(nameEn: string | null | undefined, iconName?: string | null): CategoryStyle {
  const byName = STYLES[(nameEn ?? '').trim().toLowerCase()];
  const chosen = categoryIconFor(iconName);
  if (!chosen) return byName ?? FALLBACK;
  return { icon: chosen, className: byName?.className ?? CHOSEN_ICON_CLASS };
}
