import { adminUsers } from '@shared/i18n/admin/users';
import { SEARCH_DEBOUNCE_MS } from '@web/components/debounced-search';
import { Input } from '@web/components/ui/input';
import { cn } from '@web/lib/cn';
import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useQuizOptions } from '../api/get-quiz-options';

/**
 * Picks one quiz for a new restriction: a search box (asked of the server 300 ms after typing
 * stops) over radio buttons, so arrow keys move through the matches. Quizzes the user already
 * has a rule for are shown but cannot be picked: that rule is edited from the list instead.
 */
export function QuizPicker({
  value,
  onChange,
  taken,
  error,
}: {
  value: { id: string; title: string } | null;
  onChange: (quiz: { id: string; title: string }) => void;
  taken: ReadonlySet<string>;
  error: string | undefined;
}) {
  const searchId = useId();
  const errorId = useId();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const { data, isPending, isError } = useQuizOptions(search);

  let status: string | null = null;
  if (isPending) status = adminUsers.restrictions.form.quizzesLoading;
  else if (isError) status = adminUsers.restrictions.form.quizzesLoadError;
  else if (data.quizzes.length === 0) status = adminUsers.restrictions.form.noQuizzes;

  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium">{adminUsers.restrictions.form.quiz}</legend>
      <div className="relative">
        <label htmlFor={searchId} className="sr-only">
          {adminUsers.restrictions.form.quizSearch}
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          id={searchId}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
          placeholder={adminUsers.restrictions.form.quizSearchPlaceholder}
          className="pl-9"
          maxLength={200}
        />
      </div>
      {value ? (
        <p className="text-sm font-medium">{adminUsers.restrictions.form.selected(value.title)}</p>
      ) : null}
      <div className="max-h-56 overflow-y-auto rounded-md border" aria-busy={isPending}>
        {status ? (
          <p role="status" className="px-3 py-4 text-center text-sm text-muted-foreground">
            {status}
          </p>
        ) : (
          <ul className="divide-y">
            {data?.quizzes.map((quiz) => {
              const isTaken = taken.has(quiz.id);
              return (
                <li key={quiz.id}>
                  <label
                    className={cn(
                      'flex cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-muted/50',
                      value?.id === quiz.id && 'bg-primary/5',
                      isTaken && 'cursor-not-allowed opacity-60',
                    )}
                  >
                    <input
                      type="radio"
                      name="restriction-quiz"
                      value={quiz.id}
                      checked={value?.id === quiz.id}
                      disabled={isTaken}
                      onChange={() => onChange({ id: quiz.id, title: quiz.title })}
                      className="size-4 shrink-0 accent-primary"
                    />
                    <span className="min-w-0 flex-1 truncate">{quiz.title}</span>
                    {isTaken ? (
                      <span className="text-xs text-muted-foreground">
                        {adminUsers.restrictions.form.alreadyRestricted}
                      </span>
                    ) : null}
                    {!quiz.isActive ? (
                      <span className="text-xs text-muted-foreground">
                        {adminUsers.restrictions.form.inactive}
                      </span>
                    ) : null}
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
