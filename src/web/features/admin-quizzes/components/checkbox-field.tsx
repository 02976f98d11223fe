import type { ComponentProps } from 'react';

/** A native checkbox with its label and an optional one-line explanation under it. */
export function CheckboxField({
  id,
  label,
  hint,
  ...input
}: { id: string; label: string; hint?: string } & Omit<ComponentProps<'input'>, 'type' | 'id'>) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        aria-describedby={hintId}
        className="mt-0.5 size-4 shrink-0 accent-primary disabled:cursor-not-allowed disabled:opacity-50"
        {...input}
      />
      <div className="grid gap-1">
        <label htmlFor={id} className="text-sm leading-none font-medium">
          {label}
        </label>
        {hint ? (
          <p id={hintId} className="text-xs text-muted-foreground">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
