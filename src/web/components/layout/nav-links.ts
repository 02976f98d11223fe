import { uz } from '@shared/i18n/uz';

export type NavLinkItem = { to: string; label: string; end?: boolean };

/** The header's links; Admin Panel only for admins. */
export function navLinks(isAdmin: boolean): NavLinkItem[] {
  const links: NavLinkItem[] = [
    { to: '/', label: uz.nav.home, end: true },
    { to: '/quizzes', label: uz.nav.quizzes },
  ];
  if (isAdmin) links.push({ to: '/admin', label: uz.nav.adminPanel });
  return links;
}
