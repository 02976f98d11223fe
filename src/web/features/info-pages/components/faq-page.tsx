import { faqPage as t } from '@shared/i18n/pages/faq';
import { infoCommon } from '@shared/i18n/pages/info-common';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@web/components/ui/accordion';
import { usePassMark } from '@web/lib/public-settings';
import { Link } from 'react-router';
import { InfoPageShell, TEXT_LINK } from './info-page-shell';

/** The answers that end with a link to the page that helps further. */
const LINKS: Readonly<Record<string, string>> = { support: '/support' };

/** Eight questions; one answer open at a time, and the open one closes again on a second press. */
export function FaqPage() {
  const passMark = usePassMark();
  return (
    <InfoPageShell title={t.title} lead={t.lead}>
      <Accordion type="single" collapsible className="rounded-xl border bg-card px-4 shadow-sm sm:px-6">
        {Object.entries(t.items).map(([id, item]) => (
          <AccordionItem key={id} value={id}>
            <AccordionTrigger headingLevel="h2" className="text-base">
              {item.question}
            </AccordionTrigger>
            <AccordionContent className="flex flex-col gap-2 leading-relaxed text-muted-foreground">
              <p>{typeof item.answer === 'string' ? item.answer : item.answer(passMark)}</p>
              {LINKS[id] ? (
                <p>
                  <Link to={LINKS[id]} className={TEXT_LINK}>
                    {infoCommon.supportLink}
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
