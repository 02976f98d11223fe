import { formatDate } from '@shared/i18n/format';
import { infoCommon, type LegalDocument, type LegalSection } from '@shared/i18n/pages/info-common';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { InfoPageShell, TEXT_LINK } from './info-page-shell';

/** The day the legal pages were last revised (their texts say what was true then). */
const LAST_UPDATED = '2024-07-22';

function TableOfContents({ sections }: { sections: LegalDocument['sections'] }) {
  return (
    <nav aria-labelledby="legal-toc" className="rounded-xl border bg-muted/40 p-4 sm:p-5">
      <h2 id="legal-toc" className="mb-2 font-semibold">
        {infoCommon.toc}
      </h2>
      <ol className="flex list-decimal flex-col gap-1.5 pl-5 text-sm">
        {Object.entries(sections).map(([id, section]) => (
          <li key={id}>
            <a href={`#${id}`} className={TEXT_LINK}>
              {section.heading}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function Section({ id, section, index }: { id: string; section: LegalSection; index: number }) {
  return (
    <section aria-labelledby={id} className="flex scroll-mt-24 flex-col gap-3">
      <h2 id={id} className="scroll-mt-24 text-xl font-semibold tracking-tight">
        {index + 1}. {section.heading}
      </h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph} className="leading-relaxed">
          {paragraph}
        </p>
      ))}
      {section.items ? (
        <ul className="flex list-disc flex-col gap-2 pl-6 leading-relaxed">
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** A link from another page to one section (/terms#refund) lands on it once the page has rendered. */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
}

/** Privacy, terms and cookies: last update, contents, numbered sections, how to reach us. */
export function LegalPage({ document: legal }: { document: LegalDocument }) {
  useScrollToHash();
  return (
    <InfoPageShell
      title={legal.title}
      lead={legal.lead}
      meta={
        <p className="text-sm text-muted-foreground">
          {infoCommon.lastUpdated}: <time dateTime={LAST_UPDATED}>{formatDate(LAST_UPDATED)}</time>
        </p>
      }
    >
      <TableOfContents sections={legal.sections} />
      {Object.entries(legal.sections).map(([id, section], index) => (
        <Section key={id} id={id} section={section} index={index} />
      ))}
      <div className="flex flex-col gap-2 rounded-xl border p-4 text-sm sm:p-5">
        <p>{infoCommon.contactLead}</p>
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          <Link to="/support" className={TEXT_LINK}>
            {infoCommon.supportLink}
          </Link>
          <Link to="/contact" className={TEXT_LINK}>
            {infoCommon.contactLink}
          </Link>
        </p>
        <address className="text-muted-foreground not-italic">{infoCommon.address}</address>
      </div>
    </InfoPageShell>
  );
}
