import { contactTexts } from '@shared/i18n/contact';
import type { ContactSource } from '@shared/schemas/contact';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { ContactForm } from './contact-form';
import { ContactInfoCards } from './contact-info-cards';

/** One layout for both pages; the wording says what each is for (platform help or general enquiries). */
function MessagePage({ source }: { source: ContactSource }) {
  const t = contactTexts[source];
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8 sm:py-12">
      <header className="grid gap-2 text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t.title}</h1>
        <p className="mx-auto max-w-2xl text-muted-foreground">{t.subtitle}</p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start">
        <ContactInfoCards />
        <Card>
          <CardHeader>
            <CardTitle>
              <h2 className="text-xl font-semibold">{t.formTitle}</h2>
            </CardTitle>
            <CardDescription>{t.formDescription}</CardDescription>
          </CardHeader>
          <CardContent>
            <ContactForm source={source} subjectPlaceholder={t.subjectPlaceholder} />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

/** /support: help with using the platform. */
export function SupportPage() {
  return <MessagePage source="support" />;
}

/** /contact: general and business enquiries. */
export function ContactPage() {
  return <MessagePage source="contact" />;
}
