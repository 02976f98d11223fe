import type { ReactNode } from 'react';

/** Classes of a link inside an information page's text: it must look like a link. */
export const TEXT_LINK =
  'rounded-sm font-medium text-primary underline underline-offset-4 hover:text-primary/80 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none';

/** The frame of every information page: one h1, its lead, a readable width. */
export function InfoPageShell({
  title,
  lead,
  meta,
  children,
}: {
  title: string;
  lead: string;
  /** shown under the heading (the legal pages' last update) */
  meta?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold tracking-tight break-words sm:text-4xl">{title}</h1>
        {meta}
        <p className="text-lg text-muted-foreground">{lead}</p>
      </header>
      {children}
    </div>
  );
}

/** A titled part of an information page (an h2 the page's regions are named by). */
export function InfoSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="text-2xl font-semibold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}
