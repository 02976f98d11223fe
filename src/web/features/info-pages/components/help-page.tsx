import { helpPage as t } from '@shared/i18n/pages/help';
import { Award, CreditCard, Gamepad2, LifeBuoy, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { InfoPageShell, TEXT_LINK } from './info-page-shell';

const ICONS: Record<keyof typeof t.cards, LucideIcon> = {
  play: Gamepad2,
  certificates: Award,
  payment: CreditCard,
  support: LifeBuoy,
};

export function HelpPage() {
  return (
    <InfoPageShell title={t.title} lead={t.lead}>
      <ul className="grid gap-4 sm:grid-cols-2">
        {Object.entries(t.cards).map(([id, card]) => {
          const Icon = ICONS[id as keyof typeof t.cards];
          return (
            <li key={id}>
              <section
                aria-labelledby={`help-${id}`}
                className="flex h-full flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm"
              >
                <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <h2 id={`help-${id}`} className="text-lg font-semibold">
                  {card.title}
                </h2>
                <p className="text-sm leading-relaxed text-muted-foreground">{card.text}</p>
                <p className="mt-auto flex flex-wrap gap-x-4 gap-y-1 text-sm">
                  {Object.entries(card.links).map(([to, label]) => (
                    <Link key={to} to={to} className={TEXT_LINK}>
                      {label}
                    </Link>
                  ))}
                </p>
              </section>
            </li>
          );
        })}
      </ul>
    </InfoPageShell>
  );
}
