import { languageMenuTexts } from '@shared/i18n/language-menu';
import { languagePath } from '@shared/i18n/language-path';
import { LANGUAGES } from '@shared/i18n/languages';
import { textsLanguage } from '@shared/i18n/runtime/texts';
import { cn } from '@web/lib/cn';
import { chooseLanguage } from '@web/lib/language-choice';
import { Check } from 'lucide-react';
import { type MouseEvent, useId } from 'react';
import { useLocation } from 'react-router';
import { LANGUAGE_NAMES } from './language-names';

/**
 * The language choice in the mobile drawer (the header bar has no room for its menu there): the
 * same page in each language, each named in itself, the current one marked. Links, not radios:
 * arrow keys in a radio group would choose, and load a page, while the reader only looks.
 */
export function DrawerLanguages({ signedIn, onStay }: { signedIn: boolean; onStay: () => void }) {
  const current = textsLanguage();
  const { pathname, search, hash } = useLocation();
  const heading = useId();
  const choose = (event: MouseEvent<HTMLAnchorElement>, language: typeof current) => {
    event.preventDefault();
    // remembered (cookie, account) before the page loads in it, as the header's menu does
    if (language === current) onStay();
    else void chooseLanguage(language, { signedIn });
  };
  return (
    <section aria-labelledby={heading} className="flex flex-col gap-2">
      <h2 id={heading} className="px-3 text-xs font-medium text-muted-foreground">
        {languageMenuTexts.label}
      </h2>
      <ul className="flex flex-col gap-1">
        {LANGUAGES.map((language) => (
          <li key={language}>
            <a
              href={languagePath(language, `${pathname}${search}${hash}`)}
              hrefLang={language}
              lang={language}
              aria-current={language === current ? 'true' : undefined}
              onClick={(event) => choose(event, language)}
              className={cn(
                'flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
                language === current && 'bg-accent text-accent-foreground',
              )}
            >
              {LANGUAGE_NAMES[language]}
              {language === current ? <Check className="ml-auto size-4 shrink-0" aria-hidden="true" /> : null}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
