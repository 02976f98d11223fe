import type { CSSProperties, ReactNode } from 'react';

// The certificate's palette and its one kind of box, shared by the layout and its footer.

export const INDIGO = '#4f46e5';
export const INDIGO_DARK = '#312e81';
export const INK = '#111827';
export const MUTED = '#6b7280';
export const FAINT = '#c7d2fe';

/** satori lays out only flex boxes (or block ones, for clamped text): every box here is one. */
export function Flex({ style, children }: { style?: CSSProperties; children?: ReactNode }) {
  return <div style={{ display: 'flex', ...style }}>{children}</div>;
}
