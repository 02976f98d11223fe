import { uz } from '@shared/i18n/uz';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { THEME_PREFERENCES, type ThemePreference, useTheme } from '@web/lib/theme';
import { Monitor, Moon, Sun } from 'lucide-react';
import type { ReactElement } from 'react';
import type { Opened } from './load-on-press';

const ICONS = { light: Sun, dark: Moon, system: Monitor } as const;

function isPreference(value: string): value is ThemePreference {
  return (THEME_PREFERENCES as readonly string[]).includes(value);
}

/** The theme menu around the switcher's button, opened at once (theme-switcher.tsx loads it on press). */
export default function ThemeMenu({ trigger, opened }: { trigger: ReactElement; opened: Opened }) {
  const { preference, setTheme } = useTheme();
  return (
    <DropdownMenu defaultOpen openedByKeyboard={opened.byKeyboard}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{uz.theme.label}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuRadioGroup
          value={preference}
          onValueChange={(value) => {
            if (isPreference(value)) setTheme(value);
          }}
        >
          {THEME_PREFERENCES.map((option) => {
            const OptionIcon = ICONS[option];
            return (
              <DropdownMenuRadioItem key={option} value={option}>
                <OptionIcon aria-hidden="true" />
                {uz.theme[option]}
              </DropdownMenuRadioItem>
            );
          })}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
