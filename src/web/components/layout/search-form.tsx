import { uz } from '@shared/i18n/uz';
import { Input } from '@web/components/ui/input';
import { cn } from '@web/lib/cn';
import { Search } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

/** Where a catalogue search goes: /quizzes?search=<text>, or plain /quizzes when empty. */
export function searchHref(text: string): string {
  const query = text.trim();
  return query ? `/quizzes?search=${encodeURIComponent(query)}` : '/quizzes';
}

export function SearchForm({ className, onSubmitted }: { className?: string; onSubmitted?: () => void }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const field = useRef<HTMLInputElement>(null);
  const id = useId();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // on a server-rendered page the field may have been typed in before the app hydrated it
    navigate(searchHref(field.current?.value ?? text));
    onSubmitted?.();
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to older browsers and test DOMs
    <form
      role="search"
      aria-label={uz.nav.searchLabel}
      onSubmit={onSubmit}
      className={cn('relative', className)}
    >
      <label htmlFor={id} className="sr-only">
        {uz.nav.searchLabel}
      </label>
      <Input
        id={id}
        ref={field}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={uz.nav.searchPlaceholder}
        className="pr-10"
        maxLength={200}
      />
      <button
        type="submit"
        aria-label={uz.nav.search}
        className="absolute top-1/2 right-1 inline-flex size-7 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
      >
        <Search className="size-4" aria-hidden="true" />
      </button>
    </form>
  );
}
