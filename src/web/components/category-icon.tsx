import { CATEGORY_ICONS, type CategoryIcon as CategoryIconName } from '@shared/domain/authoring';
import {
  Atom,
  BookOpen,
  Briefcase,
  Calculator,
  Code,
  Cpu,
  FlaskConical,
  Globe,
  GraduationCap,
  HeartPulse,
  Landmark,
  Languages,
  type LucideIcon,
  type LucideProps,
  Music,
  Palette,
  Scale,
  Trophy,
} from 'lucide-react';

/** The lucide icon of each name an admin may choose for a category (CATEGORY_ICONS). */
export const CATEGORY_ICON_COMPONENTS: Record<CategoryIconName, LucideIcon> = {
  calculator: Calculator,
  'flask-conical': FlaskConical,
  landmark: Landmark,
  cpu: Cpu,
  languages: Languages,
  briefcase: Briefcase,
  'book-open': BookOpen,
  globe: Globe,
  code: Code,
  palette: Palette,
  music: Music,
  'heart-pulse': HeartPulse,
  scale: Scale,
  trophy: Trophy,
  'graduation-cap': GraduationCap,
  atom: Atom,
};

export function isCategoryIconName(name: string | null | undefined): name is CategoryIconName {
  return (CATEGORY_ICONS as readonly string[]).includes(name ?? '');
}

/** The icon for a stored name, or null when none is set or the name is not one we know. */
export function categoryIconFor(name: string | null | undefined): LucideIcon | null {
  return isCategoryIconName(name) ? CATEGORY_ICON_COMPONENTS[name] : null;
}

/** A category's icon (decorative: the category's name is always shown beside it). */
export function CategoryIcon({
  iconName,
  fallback = BookOpen,
  ...props
}: { iconName: string | null | undefined; fallback?: LucideIcon } & LucideProps) {
  const Icon = categoryIconFor(iconName) ?? fallback;
  return <Icon aria-hidden="true" {...props} />;
}
