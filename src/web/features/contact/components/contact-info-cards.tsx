import { CONTACT_EMAIL, contactTexts } from '@shared/i18n/contact';
import { SocialLinks, useSocialLinks } from '@web/components/social-links';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Clock, type LucideIcon, Mail, MapPin, Share2 } from 'lucide-react';
import type { ReactNode } from 'react';

function InfoCard({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <Card className="gap-3">
      <CardHeader className="flex flex-row items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <CardTitle>
          <h2 className="text-base font-semibold">{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-1 text-sm text-muted-foreground">{children}</CardContent>
    </Card>
  );
}

/** Email, working hours, address and social links: the spec's cards beside the form. */
export function ContactInfoCards() {
  // the social card only when a network is configured (SocialLinks renders nothing otherwise)
  const hasSocialLinks = useSocialLinks().length > 0;
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
      <InfoCard icon={Mail} title={contactTexts.cards.emailTitle}>
        <a
          href={`mailto:${CONTACT_EMAIL}`}
          className="font-medium text-primary underline-offset-4 hover:underline focus-visible:underline"
        >
          {CONTACT_EMAIL}
        </a>
        <p>{contactTexts.cards.emailNote}</p>
      </InfoCard>
      <InfoCard icon={Clock} title={contactTexts.cards.hoursTitle}>
        <ul className="grid gap-1">
          {contactTexts.cards.hours.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </InfoCard>
      <InfoCard icon={MapPin} title={contactTexts.cards.addressTitle}>
        <address className="not-italic">{contactTexts.cards.address}</address>
      </InfoCard>
      {hasSocialLinks ? (
        <InfoCard icon={Share2} title={contactTexts.cards.socialTitle}>
          <p>{contactTexts.cards.socialNote}</p>
          <SocialLinks className="mt-2" />
        </InfoCard>
      ) : null}
    </div>
  );
}
