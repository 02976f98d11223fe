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

const nav = adminShell.nav;

/** The sidebar's items in the spec's order (docs/product/admin-and-pages.md section 2, "Admin layout"). */
export const ADMIN_NAV_ITEMS: readonly AdminNavItem[] = [
  { to: '/admin', label: nav.dashboard, icon: LayoutDashboard },
  {
    to: '/admin/quizzes',
    label: nav.quizzes,
    icon: FileQuestion,
    alsoCurrentOn: ['/admin/question-editor'],
  },
  { to: '/admin/categories', label: nav.categories, icon: Tags },
  { to: '/admin/users', label: nav.users, icon: Users },
  { to: '/admin/sessions', label: nav.sessions, icon: MonitorSmartphone },
  { to: '/admin/quiz-results', label: nav.results, icon: ChartColumn },
  { to: '/admin/payments', label: adminPayments.navLabel, icon: Banknote },
  { to: '/admin/messages', label: adminMessages.navLabel, icon: Inbox, Badge: UnreadMessagesBadge },
  { to: '/admin/settings', label: nav.settings, icon: Settings },
  { to: '/admin/audit', label: adminAudit.navLabel, icon: ScrollText },
];

const within = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/** Whether the item is the page shown now; the dashboard only on /admin itself. */
export function isCurrentItem(item: AdminNavItem, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (item.to === '/admin') return path === '/admin';
  return within(path, item.to) || (item.alsoCurrentOn ?? []).some((base) => within(path, base));
}
