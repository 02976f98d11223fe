import type { ComponentProps } from 'react';

/**
 * An on/off setting: a native checkbox (Space toggles it), its label, and a one-line explanation
 * read with it.
 */
export function ToggleField({
  id,
  label,
  hint,
  ...input
}: { id: string; label: string; hint: string } & Omit<ComponentProps<'input'>, 'type' | 'id'>) {
  const hintId = `${id}-hint`;
  return (
    <div className="flex items-start justify-between gap-4 rounded-lg border p-3">
      <div className="grid gap-1">
        <label htmlFor={id} className="text-sm leading-snug font-medium">
          {label}
        </label>
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      </div>
      <input
        id={id}
        type="checkbox"
        aria-describedby={hintId}
        className="mt-0.5 size-5 shrink-0 accent-primary disabled:cursor-not-allowed disabled:opacity-50"
        {...input}
      />
    </div>
  );
}
