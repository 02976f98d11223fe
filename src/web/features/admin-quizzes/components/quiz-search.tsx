import { uzAdmin } from '@shared/i18n/admin';
import { Input } from '@web/components/ui/input';
import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 300;
const t = uzAdmin.catalog.quizzes;

/**
 * The grid's text search: follows the URL's ?search (Back, reload) and writes it back 300 ms
 * after typing stops, or at once on Enter.
 */
export function QuizSearch({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const id = useId();
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    // the URL changed from outside (Back, clear filters); keep what is typed when it matches
    if (value !== text.trim()) setText(value);
  }

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (text.trim() !== value) onSearch(text);
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to older browsers and test DOMs
    <form role="search" aria-label={t.searchLabel} onSubmit={onSubmit} className="relative w-full">
      <label htmlFor={id} className="sr-only">
        {t.searchLabel}
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        id={id}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t.searchPlaceholder}
        className="pl-9"
        maxLength={200}
        enterKeyHint="search"
      />
    </form>
  );
}
