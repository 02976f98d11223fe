import { languageMenuTexts } from '@shared/i18n/language-menu';
import { textsLanguage } from '@shared/i18n/runtime/texts';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { Languages } from 'lucide-react';
import { LANGUAGE_MARKS, LANGUAGE_NAMES } from './language-names';
import { LoadOnPress, pressLoader } from './load-on-press';

const languageMenu = pressLoader(() => import('./language-menu'));

/** The language button (site header, admin sidebar); its menu loads on the first press (LoadOnPress). */
export function LanguageSwitcher({ className }: { className?: string }) {
  const current = textsLanguage();
  const trigger = (
    <Button
      variant="ghost"
      size="sm"
      className={cn('gap-1 px-2', className)}
      aria-label={languageMenuTexts.toggle(LANGUAGE_NAMES[current])}
    >
      <Languages aria-hidden="true" />
      <span aria-hidden="true" className="text-xs font-semibold">
        {LANGUAGE_MARKS[current]}
      </span>
    </Button>
  );
  return (
    <LoadOnPress trigger={trigger} loader={languageMenu} popup="menu">
      {(LanguageMenu, opened) => <LanguageMenu trigger={trigger} opened={opened} current={current} />}
    </LoadOnPress>
  );
}
