import { uz } from '@shared/i18n/uz';
import { Button } from '@web/components/ui/button';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';

export function Hero() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-primary/10 via-background to-background">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 py-16 text-center sm:py-24">
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-5xl">{uz.home.heroTitle}</h1>
        <p className="max-w-2xl text-base text-pretty text-muted-foreground sm:text-lg">
          {uz.home.heroSubtitle}
        </p>
        <Button asChild size="lg">
          <Link to="/quizzes">
            {uz.home.start}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </section>
  );
}
