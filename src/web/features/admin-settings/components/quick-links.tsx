import { adminSettings } from '@shared/i18n/admin/settings';
import { adminShell } from '@shared/i18n/admin/shell';
import {
  ArrowUpRight,
  ChartColumn,
  FileQuestion,
  LayoutDashboard,
  MonitorSmartphone,
  Store,
  Tags,
  Users,
} from 'lucide-react';
import { Link } from 'react-router';
import { SettingsSection } from './settings-section';

const links = () =>
  [
    { to: '/admin', label: adminShell.nav.dashboard, icon: LayoutDashboard },
    { to: '/admin/quizzes', label: adminShell.nav.quizzes, icon: FileQuestion },
    { to: '/admin/categories', label: adminShell.nav.categories, icon: Tags },
    { to: '/admin/users', label: adminShell.nav.users, icon: Users },
    { to: '/admin/sessions', label: adminShell.nav.sessions, icon: MonitorSmartphone },
    { to: '/admin/quiz-results', label: adminShell.nav.results, icon: ChartColumn },
    { to: '/', label: adminSettings.links.storefront, icon: Store },
  ] as const;

/** Shortcuts to the other admin pages and to the storefront. */
export function QuickLinks() {
  return (
    <SettingsSection id="settings-links" title={adminSettings.links.title}>
      <ul className="grid grid-cols-2 gap-2">
        {links().map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex items-center gap-2 rounded-md border px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
            >
              <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span className="min-w-0 flex-1 leading-tight break-words">{label}</span>
              {to === '/' ? <ArrowUpRight className="size-4 shrink-0" aria-hidden="true" /> : null}
            </Link>
          </li>
        ))}
      </ul>
    </SettingsSection>
  );
}
