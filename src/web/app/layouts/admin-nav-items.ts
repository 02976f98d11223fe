import { adminAudit } from '@shared/i18n/admin/audit';
import { adminMessages } from '@shared/i18n/admin/messages';
import { adminPayments } from '@shared/i18n/admin/payments';
import { adminShell } from '@shared/i18n/admin/shell';
// its own module, so the sidebar does not load the messages page with it
import { UnreadMessagesBadge } from '@web/features/admin-messages/components/unread-messages-badge';
import {
  Banknote,
  ChartColumn,
  FileQuestion,
  Inbox,
  LayoutDashboard,
  type LucideIcon,
  MonitorSmartphone,
  ScrollText,
  Settings,
  Tags,
  Users,
} from 'lucide-react';
import type { ComponentType } from 'react';

export type AdminNavItem = {
  to: string;
  label: string;
  icon: LucideIcon;
  /** other pages that belong to this item (the question editor is part of Quizlar) */
  alsoCurrentOn?: readonly string[];
  /** a count beside the label (unread messages) */
  Badge?: ComponentType;
};

/** An item whose label is read in the language being spoken each time it is shown. */
const item = (read: () => string, rest: Omit<AdminNavItem, 'label'>): AdminNavItem => ({
  ...rest,
  get label() {
    return read();
  },
});

/** The sidebar's items in the spec's order (docs/product/admin-and-pages.md section 2, "Admin layout"). */
export const ADMIN_NAV_ITEMS: readonly AdminNavItem[] = [
  item(() => adminShell.nav.dashboard, { to: '/admin', icon: LayoutDashboard }),
  item(() => adminShell.nav.quizzes, {
    to: '/admin/quizzes',
    icon: FileQuestion,
    alsoCurrentOn: ['/admin/question-editor'],
  }),
  item(() => adminShell.nav.categories, { to: '/admin/categories', icon: Tags }),
  item(() => adminShell.nav.users, { to: '/admin/users', icon: Users }),
  item(() => adminShell.nav.sessions, { to: '/admin/sessions', icon: MonitorSmartphone }),
  item(() => adminShell.nav.results, { to: '/admin/quiz-results', icon: ChartColumn }),
  item(() => adminPayments.navLabel, { to: '/admin/payments', icon: Banknote }),
  item(() => adminMessages.navLabel, { to: '/admin/messages', icon: Inbox, Badge: UnreadMessagesBadge }),
  item(() => adminShell.nav.settings, { to: '/admin/settings', icon: Settings }),
  item(() => adminAudit.navLabel, { to: '/admin/audit', icon: ScrollText }),
];

const within = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/** Whether the item is the page shown now; the dashboard only on /admin itself. */
export function isCurrentItem(item: AdminNavItem, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (item.to === '/admin') return path === '/admin';
  return within(path, item.to) || (item.alsoCurrentOn ?? []).some((base) => within(path, base));
}
