import { uz } from '@shared/i18n/uz';
import { matchPage } from '@shared/seo/pages';
import { AccountSessionGuard } from '@web/components/account-session-guard';
import { Footer } from '@web/components/layout/footer';
import { PageLoading } from '@web/components/page-loading';
import { useAuthDialog } from '@web/lib/auth-dialog';
import { useNotificationToasts } from '@web/lib/notification-toasts';
import { useDocumentTitle } from '@web/lib/public-settings';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { SiteHeader } from './site-header';

const AuthDialogs = lazy(() => import('@web/features/auth').then((m) => ({ default: m.AuthDialogs })));

/** The auth dialogs' code loads the first time one is opened. */
function LazyAuthDialogs() {
  const { open } = useAuthDialog();
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialogs />
    </Suspense>
  );
}

function SiteShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-[60] rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {uz.nav.skipToContent}
      </a>
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <Footer />
      <LazyAuthDialogs />
      <AccountSessionGuard />
    </div>
  );
}

/**
 * The title and description of the page at the current path, from the shared page table. On the
 * first load of a page about one record (a quiz, a certificate) the server's head already names it
 * and is kept; after navigating, the table's generic title follows.
 */
function usePageTitle() {
  const location = useLocation();
  const { page } = matchPage(location.pathname);
  // the router's first location has the key 'default'
  const keepServerHead = location.key === 'default' && page.lookup !== undefined;
  useDocumentTitle(page.title, page.pattern === '/' ? undefined : page.description, keepServerHead);
}

/** Every public page: header, the page (its code loads lazily), footer, and the auth dialogs. */
export function SiteLayout() {
  useNotificationToasts();
  usePageTitle();
  return (
    <SiteShell>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </SiteShell>
  );
}
