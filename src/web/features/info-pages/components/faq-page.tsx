import { faqPage as t } from '@shared/i18n/pages/faq';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@web/components/ui/accordion';
import { usePassMark } from '@web/lib/public-settings';
import { Link } from 'react-router';
import { InfoPageShell, TEXT_LINK } from './info-page-shell';

/** Eight questions; one answer open at a time, and the open one closes again on a second press. */
export function FaqPage() {
  const items = t.items(usePassMark());
  return (
    <InfoPageShell title={t.title} lead={t.lead}>
      <Accordion type="single" collapsible className="rounded-xl border bg-card px-4 shadow-sm sm:px-6">
        {items.map((item) => (
          <AccordionItem key={item.id} value={item.id}>
            <AccordionTrigger headingLevel="h2" className="text-base">
              {item.question}
            </AccordionTrigger>
            <AccordionContent className="flex flex-col gap-2 leading-relaxed text-muted-foreground">
              <p>{item.answer}</p>
              {'link' in item && item.link ? (
                <p>
                  <Link to={item.link.to} className={TEXT_LINK}>
                    {item.link.label}
                  </Link>
                </p>
              ) : null}
            </AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </InfoPageShell>
  );
}
