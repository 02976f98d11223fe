import { uz } from '@shared/i18n/uz';

/** The keys the hint names, as printed on the keyboard: the same in every language's text. */
const KEYS = /(1–6|A–F|← →|Enter)/;

/**
 * The play keys' hint, each key shown as a key. Their labels are the keyboard's own (English) in
 * every language, and say so (`lang`) to screen readers and to the pages' language checks.
 */
export function KeyboardHint() {
  return (
    <p className="hidden text-xs text-muted-foreground md:block">
      {uz.play.keyboardHint.split(KEYS).map((part, index) =>
        index % 2 === 1 ? (
          <kbd key={part} lang="en" className="rounded border bg-muted px-1 font-sans">
            {part}
          </kbd>
        ) : (
          part
        ),
      )}
    </p>
  );
}
