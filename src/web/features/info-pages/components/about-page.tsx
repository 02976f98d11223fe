import { formatList } from '@shared/i18n/list';
import { aboutPage as t } from '@shared/i18n/pages/about';
import type { FeaturedCategory } from '@shared/schemas/catalog';
import { Button } from '@web/components/ui/button';
import { useFeaturedCategories } from '@web/lib/get-featured-categories';
import {
  Award,
  Building2,
  Code2,
  Headphones,
  Layers,
  type LucideIcon,
  MonitorSmartphone,
  PenLine,
  Timer,
  UserRound,
} from 'lucide-react';
import { Link } from 'react-router';
import { InfoPageShell, InfoSection } from './info-page-shell';

const SERVICE_ICONS: LucideIcon[] = [Layers, Award, UserRound, Building2, Timer, MonitorSmartphone];
const TEAM_ICONS: LucideIcon[] = [Code2, PenLine, Headphones];

function IconCards({
  cards,
  icons,
}: {
  cards: readonly { title: string; text: string }[];
  icons: LucideIcon[];
}) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card, index) => {
        const Icon = icons[index] ?? Layers;
        return (
          <li key={card.title} className="flex flex-col gap-2 rounded-xl border bg-card p-5 shadow-sm">
            <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <h3 className="font-semibold">{card.title}</h3>
            <p className="text-sm text-muted-foreground">{card.text}</p>
          </li>
        );
      })}
    </ul>
  );
}

/** The catalogue's card: how many categories hold quizzes and how many quizzes, as the catalogue counts them. */
function catalogueCard(categories: FeaturedCategory[] | undefined) {
  if (!categories?.length) return { title: t.catalogue.unknownTitle, text: t.catalogue.unknownText };
  const quizzes = categories.reduce((sum, category) => sum + category.activeQuizCount, 0);
  const names = formatList(categories.map((category) => category.nameUz));
  return { title: t.catalogue.title(categories.length), text: t.catalogue.text(names, quizzes) };
}

export function AboutPage() {
  const { data } = useFeaturedCategories();
  return (
    <InfoPageShell title={t.title} lead={t.lead}>
      <InfoSection id="about-mission" title={t.missionTitle}>
        {t.mission.map((paragraph) => (
          <p key={paragraph} className="leading-relaxed">
            {paragraph}
          </p>
        ))}
      </InfoSection>
      <InfoSection id="about-services" title={t.servicesTitle}>
        <IconCards cards={[catalogueCard(data?.categories), ...t.services]} icons={SERVICE_ICONS} />
      </InfoSection>
      <InfoSection id="about-team" title={t.teamTitle}>
        <p className="leading-relaxed">{t.teamLead}</p>
        <IconCards cards={t.team} icons={TEAM_ICONS} />
      </InfoSection>
      <div className="flex flex-col items-start gap-3 rounded-xl border bg-muted/40 p-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="font-semibold">{t.ctaTitle}</p>
        <Button asChild>
          <Link to="/quizzes">{t.cta}</Link>
        </Button>
      </div>
    </InfoPageShell>
  );
}
