import { languageMenuTexts } from '@shared/i18n/language-menu';
import { LANGUAGES, type Language } from '@shared/i18n/languages';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { useSessionUser } from '@web/lib/auth-client';
import { chooseLanguage } from '@web/lib/language-choice';
import type { ReactElement } from 'react';
import { LANGUAGE_NAMES } from './language-names';
import type { Opened } from './load-on-press';

function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

/** The language menu around the switcher's button, opened at once (language-switcher.tsx loads it on press). */
export default function LanguageMenu({
  trigger,
  opened,
  current,
}: {
  trigger: ReactElement;
  opened: Opened;
  current: Language;
}) {
  const { user } = useSessionUser();
  return (
    <DropdownMenu defaultOpen openedByKeyboard={opened.byKeyboard}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{languageMenuTexts.label}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuRadioGroup
          value={current}
          onValueChange={(value) => {
            if (isLanguage(value) && value !== current)
              void chooseLanguage(value, { signedIn: Boolean(user) });
          }}
        >
          {LANGUAGES.map((language) => (
            // each language named in itself, and said so to a screen reader
            <DropdownMenuRadioItem key={language} value={language} lang={language}>
              {LANGUAGE_NAMES[language]}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
