import { guidePage as t } from '@shared/i18n/pages/guide';
import { Award, CreditCard, Gamepad2, Lightbulb, type LucideIcon, UserPlus } from 'lucide-react';
import { InfoPageShell, InfoSection } from './info-page-shell';

const ICONS: Record<keyof typeof t.steps, LucideIcon> = {
  registration: UserPlus,
  play: Gamepad2,
  certificate: Award,
  payment: CreditCard,
};

export function GuidePage() {
  return (
    <InfoPageShell title={t.title} lead={t.lead}>
      <ol className="grid gap-4 sm:grid-cols-2">
        {Object.entries(t.steps).map(([id, step], index) => {
          const Icon = ICONS[id as keyof typeof t.steps];
          return (
            <li key={id} className="flex flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm">
              <div className="flex items-center gap-3">
                <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="text-sm font-medium text-muted-foreground">{t.stepLabel(index + 1)}</span>
              </div>
              <h2 className="text-lg font-semibold">{step.title}</h2>
              <p className="text-sm leading-relaxed text-muted-foreground">{step.text}</p>
            </li>
          );
        })}
      </ol>
      <InfoSection id="guide-tips" title={t.tipsTitle}>
        <ul className="flex flex-col gap-3">
          {t.tips.map((tip) => (
            <li key={tip} className="flex gap-3 leading-relaxed">
              <Lightbulb className="mt-1 size-4 shrink-0 text-amber-500" aria-hidden="true" />
              {tip}
            </li>
          ))}
        </ul>
      </InfoSection>
    </InfoPageShell>
  );
}
