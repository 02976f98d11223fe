import { uz } from '@shared/i18n/uz';
import { Button } from '@web/components/ui/button';
import { useTheme } from '@web/lib/theme';
import { Moon, Sun } from 'lucide-react';
import { LoadOnPress, pressLoader } from './load-on-press';

const themeMenu = pressLoader(() => import('./theme-menu'));

/** The theme button; its menu loads on the first press (LoadOnPress). */
export function ThemeSwitcher() {
  const { resolved } = useTheme();
  const Icon = resolved === 'dark' ? Moon : Sun;
  const trigger = (
    <Button variant="ghost" size="icon" aria-label={uz.theme.toggle}>
      <Icon aria-hidden="true" />
    </Button>
  );
  return (
    <LoadOnPress trigger={trigger} loader={themeMenu} popup="menu">
      {(ThemeMenu, opened) => <ThemeMenu trigger={trigger} opened={opened} />}
    </LoadOnPress>
  );
}
