import { uz } from '@shared/i18n/uz';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <section className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-5xl font-bold">{uz.notFound.title}</h1>
      <p className="text-xl text-muted-foreground">{uz.notFound.message}</p>
      <Link
        to="/"
        className="rounded-sm text-primary underline underline-offset-4 hover:text-primary/80 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
      >
        {uz.notFound.home}
      </Link>
    </section>
  );
}
