import { Input } from '@web/components/ui/input';
import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A list's text search that lives in the URL: it follows `value` (Back, reload, cleared filters,
 * the header search) and calls `onSearch` 300 ms after typing stops, or at once on Enter
 * (`immediate`: the catalogue pushes a history entry then, and replaces it while typing).
 */
export function DebouncedSearch({
  value,
  onSearch,
  label,
  placeholder,
  maxLength = 200,
  name,
  form,
}: {
  value: string;
  onSearch: (text: string, options: { immediate: boolean }) => void;
  label: string;
  placeholder: string;
  maxLength?: number;
  /** the field's name in a GET form (the page then works without JavaScript too) */
  name?: string;
  /** the form as a plain GET form: its id (other fields join it by their `form`) and address */
  form?: { id: string; action: string };
}) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    // the URL changed from outside; keep what is typed when it matches
    if (value !== text.trim()) setText(value);
  }

  // a server-rendered field may be typed in before the app hydrates it: what it shows is what counts
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, right after hydration
  useEffect(() => {
    const typed = field.current?.value;
    if (typed !== undefined && typed !== text) setText(typed);
  }, []);

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text, { immediate: false }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = field.current?.value ?? text;
    if (typed.trim() !== value) onSearch(typed, { immediate: true });
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to older browsers and test DOMs
    <form
      role="search"
      aria-label={label}
      onSubmit={onSubmit}
      className="relative w-full"
      {...(form ? { id: form.id, method: 'get', action: form.action } : {})}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        id={id}
        ref={field}
        type="search"
        name={name}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={placeholder}
        className="pl-9"
        maxLength={maxLength}
        enterKeyHint="search"
      />
    </form>
  );
}
