import { uz } from '@shared/i18n/uz';
import { Button } from '@web/components/ui/button';
import { Hourglass } from 'lucide-react';
import { Link } from 'react-router';

/** A route whose page is not built yet. */
export function PlaceholderPage() {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center">
      <Hourglass className="size-10 text-primary" aria-hidden="true" />
      <h1 className="text-3xl font-bold tracking-tight">{uz.placeholder.title}</h1>
      <p className="text-muted-foreground">{uz.placeholder.message}</p>
      <Button asChild variant="outline">
        <Link to="/">{uz.reset.backHome}</Link>
      </Button>
    </section>
  );
}
