import { adminShell } from '@shared/i18n/admin/shell';
import { uz } from '@shared/i18n/uz';
import { AccountSessionGuard } from '@web/components/account-session-guard';
import { PageLoading } from '@web/components/page-loading';
import type { SessionUser } from '@web/lib/auth-client';
import { useDocumentTitle } from '@web/lib/public-settings';
import { useSessionQuerySync } from '@web/lib/use-session-query-sync';
import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AdminMobileBar } from './admin-mobile-bar';
import { ADMIN_NAV_ITEMS, isCurrentItem } from './admin-nav-items';
import { AdminBrand, AdminNav } from './admin-sidebar';

/** The page area scrolls by itself, so a new page starts at its top (the window never scrolls). */
function useScrollTopOnNavigate() {
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger
  useEffect(() => {
    main.current?.scrollTo?.({ top: 0 });
  }, [pathname]);
  return main;
}

/** "<current page> | <site name>": the sidebar item the page belongs to, else "Admin Panel". */
function useAdminDocumentTitle() {
  const { pathname } = useLocation();
  const item = ADMIN_NAV_ITEMS.find((candidate) => isCurrentItem(candidate, pathname));
  useDocumentTitle(item?.label ?? adminShell.panelTitle);
}

/**
 * The admin panel's frame: the sidebar (a drawer below 768 px), and the page, whose code loads
 * lazily, in an area that scrolls on its own and may be wide (the question editor).
 */
export function AdminLayout({ user }: { user: SessionUser }) {
  useSessionQuerySync();
  const main = useScrollTopOnNavigate();
  useAdminDocumentTitle();
  return (
    <div className="flex h-dvh overflow-hidden bg-muted/30">
      <a
        href="#admin-content"
        className="sr-only z-[60] rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {uz.nav.skipToContent}
      </a>
      <aside
        aria-label={adminShell.panelTitle}
        className="hidden w-64 shrink-0 flex-col gap-6 overflow-y-auto border-r bg-background px-3 py-5 md:flex"
      >
        <AdminBrand className="px-3 text-lg" />
        <AdminNav user={user} />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <AdminMobileBar user={user} />
        <main
          id="admin-content"
          ref={main}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the page scrolls here, not in the window, and a scrolling region must be reachable by keyboard (axe scrollable-region-focusable)
          tabIndex={0}
          className="relative min-w-0 flex-1 overflow-y-auto outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
        >
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <AccountSessionGuard />
    </div>
  );
}
