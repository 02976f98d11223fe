import type { ReactNode } from 'react';

/** `code` in backticks, on one line; a lone backtick stays text. */
const CODE_SPAN = /`([^`\n]+)`/g;

/**
 * Question, option and explanation text as authors write it. Ligatures are off, because the
 * interface font draws `=>` as an arrow and `!=` as a sign, which changes what code means; text
 * in backticks is shown as code.
 */
export function QuizText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(CODE_SPAN)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(
      <code key={match.index} className="rounded bg-muted px-1 py-0.5 font-mono text-[0.9em]">
        {match[1]}
      </code>,
    );
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <span className="[font-variant-ligatures:none]">{parts}</span>;
}
