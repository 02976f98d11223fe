import type { ReactNode } from 'react';

/** One titled group of the settings page, named by its heading for assistive technology. */
export function SettingsSection({
  id,
  title,
  hint,
  action,
  children,
}: {
  id: string;
  title: string;
  hint?: string;
  /** a small control beside the title (refresh) */
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = `${id}-title`;
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 id={headingId} className="leading-tight font-semibold">
            {title}
          </h2>
          {hint ? <p className="text-sm text-muted-foreground">{hint}</p> : null}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}
