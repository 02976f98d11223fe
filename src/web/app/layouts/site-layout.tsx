import { uz } from '@shared/i18n/uz';
import { AccountSessionGuard } from '@web/components/account-session-guard';
import { Footer } from '@web/components/layout/footer';
import { PageLoading } from '@web/components/page-loading';
import { useAuthDialog } from '@web/lib/auth-dialog';
import { useNotificationToasts } from '@web/lib/notification-toasts';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { withTexts } from '../texts';
import { PageTitle } from './page-title';
import { RouteErrorBoundary } from './route-error';
import { SiteHeader } from './site-header';
import { useScrollRestoration } from './use-scroll-restoration';

/** The auth dialogs' code with their texts (signing in, phone codes, errors by code), both before they render. */
export const loadAuthDialogs = () => withTexts(['account'], import('@web/features/auth'));
const AuthDialogs = lazy(() => loadAuthDialogs().then((m) => ({ default: m.AuthDialogs })));

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
      {/*
        At least the viewport below the header (h-16 and its 1 px border): while a page's code or
        data loads, the footer stays below the fold instead of showing and then jumping down (CLS).
      */}
      <main id="main-content" tabIndex={-1} className="min-h-[calc(100dvh-4rem-1px)] flex-1 outline-none">
        {children}
      </main>
      <Footer />
      <LazyAuthDialogs />
      <AccountSessionGuard />
    </div>
  );
}

/** Every public page: header, the page (its code loads lazily), footer, and the auth dialogs. */
export function SiteLayout() {
  useNotificationToasts();
  useScrollRestoration();
  return (
    <PageTitle>
      <SiteShell>
        <RouteErrorBoundary>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </SiteShell>
    </PageTitle>
  );
}
