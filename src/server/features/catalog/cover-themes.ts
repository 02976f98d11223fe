/**
 * Colours and icons of the generated quiz covers, one theme per category icon name (the names the
 * categories table holds, e.g. 'calculator'). The icon shapes are lucide's (ISC licence), copied as
 * SVG markup so the server draws them without loading the web app's icon package.
 */
export interface CoverTheme {
  /** gradient from the top-left to the bottom-right corner; dark enough for white text */
  from: string;
  to: string;
  /** inner markup of a 24x24 lucide icon drawn with stroke="currentColor" */
  icon: string;
}

const ICONS = {
  calculator:
    '<rect width="16" height="20" x="4" y="2" rx="2"/><line x1="8" x2="16" y1="6" y2="6"/><line x1="16" x2="16" y1="14" y2="18"/><path d="M16 10h.01"/><path d="M12 10h.01"/><path d="M8 10h.01"/><path d="M12 14h.01"/><path d="M8 14h.01"/><path d="M12 18h.01"/><path d="M8 18h.01"/>',
  'flask-conical':
    '<path d="M14 2v6a2 2 0 0 0 .245.96l5.51 10.08A2 2 0 0 1 18 22H6a2 2 0 0 1-1.755-2.96l5.51-10.08A2 2 0 0 0 10 8V2"/><path d="M6.453 15h11.094"/><path d="M8.5 2h7"/>',
  landmark:
    '<path d="M10 18v-7"/><path d="M11.119 2.205a2 2 0 0 1 1.762 0l7.84 3.846A.5.5 0 0 1 20.5 7h-17a.5.5 0 0 1-.22-.949z"/><path d="M14 18v-7"/><path d="M18 18v-7"/><path d="M3 22h18"/><path d="M6 18v-7"/>',
  cpu: '<path d="M12 20v2"/><path d="M12 2v2"/><path d="M17 20v2"/><path d="M17 2v2"/><path d="M2 12h2"/><path d="M2 17h2"/><path d="M2 7h2"/><path d="M20 12h2"/><path d="M20 17h2"/><path d="M20 7h2"/><path d="M7 20v2"/><path d="M7 2v2"/><rect x="4" y="4" width="16" height="16" rx="2"/><rect x="8" y="8" width="8" height="8" rx="1"/>',
  languages:
    '<path d="m5 8 6 6"/><path d="m4 14 6-6 2-3"/><path d="M2 5h12"/><path d="M7 2h1"/><path d="m22 22-5-10-5 10"/><path d="M14 18h6"/>',
  briefcase:
    '<path d="M16 20V4a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v16"/><rect width="20" height="14" x="2" y="6" rx="2"/>',
  palette:
    '<path d="M12 22a1 1 0 0 1 0-20 10 9 0 0 1 10 9 5 5 0 0 1-5 5h-2.25a1.75 1.75 0 0 0-1.4 2.8l.3.4a1.75 1.75 0 0 1-1.4 2.8z"/><circle cx="13.5" cy="6.5" r=".5" fill="currentColor"/><circle cx="17.5" cy="10.5" r=".5" fill="currentColor"/><circle cx="6.5" cy="12.5" r=".5" fill="currentColor"/><circle cx="8.5" cy="7.5" r=".5" fill="currentColor"/>',
  'graduation-cap':
    '<path d="M21.42 10.922a1 1 0 0 0-.019-1.838L12.83 5.18a2 2 0 0 0-1.66 0L2.6 9.08a1 1 0 0 0 0 1.832l8.57 3.908a2 2 0 0 0 1.66 0z"/><path d="M22 10v6"/><path d="M6 12.5V16a6 3 0 0 0 12 0v-3.5"/>',
} as const;

const THEMES: Record<string, CoverTheme> = {
  calculator: { from: '#1e3a8a', to: '#2563eb', icon: ICONS.calculator },
  'flask-conical': { from: '#14532d', to: '#16a34a', icon: ICONS['flask-conical'] },
  landmark: { from: '#7c2d12', to: '#c2410c', icon: ICONS.landmark },
  cpu: { from: '#312e81', to: '#4f46e5', icon: ICONS.cpu },
  languages: { from: '#881337', to: '#e11d48', icon: ICONS.languages },
  briefcase: { from: '#134e4a', to: '#0f766e', icon: ICONS.briefcase },
  palette: { from: '#701a75', to: '#c026d3', icon: ICONS.palette },
};

/** Quizzes of a category we have no theme for (or of none) get one of these, chosen by the key. */
const FALLBACK_GRADIENTS: [string, string][] = [
  ['#4c1d95', '#7c3aed'],
  ['#1e293b', '#475569'],
  ['#0c4a6e', '#0284c7'],
];

/** The theme of a category icon name; an unknown or missing one falls back to the mortarboard. */
export function coverThemeFor(iconName: string | null, fallbackKey: string): CoverTheme {
  const known = iconName ? THEMES[iconName] : undefined;
  if (known) return known;
  const [from, to] = FALLBACK_GRADIENTS[stableIndex(fallbackKey, FALLBACK_GRADIENTS.length)]!;
  return { from, to, icon: ICONS['graduation-cap'] };
}

function stableIndex(key: string, size: number): number {
  let hash = 0;
  for (const char of key) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash % size;
}
