import { adminResults } from '@shared/i18n/admin/results';
import { formatNumber, formatPercent } from '@shared/i18n/format';
import type { ItemFlag, ItemOption, ItemStatistics } from '@shared/schemas/admin-results';
import { cn } from '@web/lib/cn';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { useId } from 'react';

function Figure({
  label,
  value,
  format,
}: {
  label: string;
  value: number | null;
  format: (n: number) => string;
}) {
  return (
    <div className="flex flex-col gap-0.5 rounded-lg bg-muted/50 px-3 py-2">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">
        {value === null ? (
          <span className="text-sm font-normal text-muted-foreground">{adminResults.items.notAvailable}</span>
        ) : (
          format(value)
        )}
      </dd>
    </div>
  );
}

function OptionBar({ option }: { option: ItemOption }) {
  return (
    <li className="grid gap-1">
      <div className="flex items-start justify-between gap-3 text-sm">
        <span className={cn('flex min-w-0 items-start gap-1.5', option.isCorrect && 'font-medium')}>
          {option.isCorrect ? (
            <CircleCheck
              className="mt-0.5 size-4 shrink-0 text-emerald-700 dark:text-emerald-400"
              aria-hidden="true"
            />
          ) : (
            <span className="size-4 shrink-0" aria-hidden="true" />
          )}
          <span className="break-words">
            {option.text}
            {option.isCorrect ? <span className="sr-only"> ({adminResults.items.correctOption})</span> : null}
          </span>
        </span>
        <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
          {adminResults.items.chosen(option.chosen, formatPercent(option.chosenPercent))}
        </span>
      </div>
      <div className="ml-5.5 h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
        <div
          className={cn('h-full rounded-full', option.isCorrect ? 'bg-emerald-600' : 'bg-slate-400')}
          style={{ width: `${Math.min(100, Math.max(0, option.chosenPercent))}%` }}
        />
      </div>
    </li>
  );
}

function Flags({ flags }: { flags: readonly ItemFlag[] }) {
  if (flags.length === 0) return null;
  return (
    <ul aria-label={adminResults.items.flagsLabel} className="flex flex-col gap-2">
      {flags.map((flag) => (
        <li
          key={flag}
          className={cn(
            'flex items-start gap-2 rounded-lg border px-3 py-2 text-sm',
            flag === 'NEGATIVE_DISCRIMINATION'
              ? 'border-destructive/40 bg-destructive/5'
              : 'border-amber-500/40 bg-amber-500/5',
          )}
        >
          <TriangleAlert
            className={cn(
              'mt-0.5 size-4 shrink-0',
              flag === 'NEGATIVE_DISCRIMINATION' ? 'text-destructive' : 'text-amber-700 dark:text-amber-400',
            )}
            aria-hidden="true"
          />
          <p>
            <strong className="font-semibold">{adminResults.items.flags[flag].label}:</strong>{' '}
            {adminResults.items.flags[flag].hint}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** One question's statistics: F and D, the flags with what they mean, and how often each option was chosen. */
export function ItemQuestionCard({ item, dimmed }: { item: ItemStatistics; dimmed: boolean }) {
  const headingId = useId();
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className={cn(
          'flex flex-col gap-4 rounded-xl border bg-card p-4 sm:p-5',
          item.flags.length > 0 && 'border-amber-500/50',
          // a likely wrong key outranks "too easy/hard": the card says it in red
          item.flags.includes('NEGATIVE_DISCRIMINATION') && 'border-destructive/50',
        )}
      >
        <header className="flex flex-col gap-1">
          <h3 id={headingId} className="text-sm font-semibold text-muted-foreground">
            {adminResults.items.question(item.position)}
          </h3>
          <p className="font-medium break-words">{item.text}</p>
        </header>
        <Flags flags={item.flags} />
        <div className={cn('flex flex-col gap-4', dimmed && 'opacity-60')}>
          <dl className="grid grid-cols-2 gap-3">
            <Figure label={adminResults.items.facility} value={item.facilityIndex} format={formatPercent} />
            <Figure
              label={adminResults.items.discrimination}
              value={item.discriminationIndex}
              format={formatNumber}
            />
          </dl>
          <div className="flex flex-col gap-2">
            <h4 className="text-xs font-medium text-muted-foreground uppercase">
              {adminResults.items.optionsLabel}
            </h4>
            <ul className="flex flex-col gap-2.5">
              {item.options.map((option) => (
                <OptionBar key={option.index} option={option} />
              ))}
            </ul>
            {item.unanswered > 0 ? (
              <p className="text-xs text-muted-foreground">
                {adminResults.items.unanswered(item.unanswered)}
              </p>
            ) : null}
          </div>
        </div>
      </article>
    </li>
  );
}
