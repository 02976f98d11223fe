import type { WebTextGroup } from '@shared/i18n/messages';
import { PageLoading } from '@web/components/page-loading';
import { type ComponentType, lazy, Suspense } from 'react';
import { matchRoutes, type RouteObject, useRoutes } from 'react-router';
import { RouteErrorBoundary } from './layouts/route-error';
import { SiteLayout } from './layouts/site-layout';
import { loadTexts } from './texts';

/*
 * Route modules are code-split with React.lazy (not the router's `lazy`): the router can then
 * render the site layout at once and only the page area waits, so the header never remounts.
 * Each can be loaded ahead (preloadRoute): a server-rendered page is hydrated only once its
 * module is there, so hydration never suspends into the loading fallback.
 */
type RouteModule = { default: ComponentType };
type PreloadableRoute = ComponentType & { preload: () => Promise<unknown> };
type LoadingRoute = { loaded?: ComponentType; Lazy: ComponentType };

/** The route's page itself once its module is loaded, else React.lazy's (which suspends). */
function RoutePage({ route }: { route: LoadingRoute }) {
  const Page = route.loaded ?? route.Lazy;
  return <Page />;
}

function lazyRoute(load: () => Promise<RouteModule>): PreloadableRoute {
  const route: LoadingRoute = { Lazy: lazy(() => preload()) };
  function preload() {
    return load().then((module) => {
      route.loaded = module.default;
      return module;
    });
  }
  return Object.assign(() => <RoutePage route={route} />, { preload });
}

/** A route's module once its group of texts is loaded too (in the page's language). */
function withTexts<Module>(group: WebTextGroup, module: Promise<Module>): Promise<Module> {
  return Promise.all([module, loadTexts(group)]).then(([loaded]) => loaded);
}

const HomeRoute = lazyRoute(() => import('./routes/home'));
const ResetPasswordRoute = lazyRoute(() => import('./routes/reset-password'));
const DevMailboxRoute = lazyRoute(() => import('./routes/dev-mailbox'));
const CatalogRoute = lazyRoute(() => import('./routes/catalog'));
const QuizDetailRoute = lazyRoute(() => import('./routes/quiz-detail'));
const CartRoute = lazyRoute(() => import('./routes/cart'));
const PaymentRoute = lazyRoute(() => withTexts('pages', import('./routes/payment')));
const DemoPaymentRoute = lazyRoute(() => withTexts('pages', import('./routes/demo-payment')));
const PaymentReturnRoute = lazyRoute(() => withTexts('pages', import('./routes/payment-return')));
const ProfileRoute = lazyRoute(() => import('./routes/profile'));
const PlayRoute = lazyRoute(() => import('./routes/play'));
const CertificateVerifyRoute = lazyRoute(() => import('./routes/certificate-verify'));
const GuestCheckoutRoute = lazyRoute(() => import('./routes/guest-checkout'));
const GuestAccessRoute = lazyRoute(() => import('./routes/guest-access'));
// the certificates page's texts are in the information pages' group
const CertificatesRoute = lazyRoute(() => withTexts('pages', import('./routes/certificates')));
const SupportRoute = lazyRoute(() => withTexts('pages', import('./routes/support')));
const ContactRoute = lazyRoute(() => withTexts('pages', import('./routes/contact')));
const NotFoundRoute = lazyRoute(() => import('./routes/not-found'));
/** The whole admin panel (layout, guard, pages) is this one import: none of it is in the entry. */
const AdminRoute = lazy(() => withTexts('admin', import('./routes/admin')));

function AdminEntry() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<PageLoading />}>
        <AdminRoute />
      </Suspense>
    </RouteErrorBoundary>
  );
}

/** The information pages (footer links), each its own chunk. */
const INFO_PAGES: RouteObject[] = [
  { path: 'about', Component: lazyRoute(() => withTexts('pages', import('./routes/info/about'))) },
  { path: 'categories', Component: lazyRoute(() => withTexts('pages', import('./routes/info/categories'))) },
  { path: 'help', Component: lazyRoute(() => withTexts('pages', import('./routes/info/help'))) },
  { path: 'faq', Component: lazyRoute(() => withTexts('pages', import('./routes/info/faq'))) },
  { path: 'guide', Component: lazyRoute(() => withTexts('pages', import('./routes/info/guide'))) },
  { path: 'privacy', Component: lazyRoute(() => withTexts('pages', import('./routes/info/privacy'))) },
  { path: 'terms', Component: lazyRoute(() => withTexts('pages', import('./routes/info/terms'))) },
  { path: 'cookies', Component: lazyRoute(() => withTexts('pages', import('./routes/info/cookies'))) },
];

export const routes: RouteObject[] = [
  // the admin panel has its own layout (sidebar), not the site's header and footer
  { path: '/admin/*', Component: AdminEntry },
  {
    path: '/',
    Component: SiteLayout,
    children: [
      { index: true, Component: HomeRoute },
      { path: 'reset-password', Component: ResetPasswordRoute },
      { path: 'dev/mailbox', Component: DevMailboxRoute },
      { path: 'quizzes', Component: CatalogRoute },
      { path: 'quiz/:id', Component: QuizDetailRoute },
      { path: 'cart', Component: CartRoute },
      { path: 'payment', Component: PaymentRoute },
      { path: 'payment/demo/:paymentId', Component: DemoPaymentRoute },
      { path: 'payment/return/:paymentId', Component: PaymentReturnRoute },
      { path: 'profile', Component: ProfileRoute },
      { path: 'play/:id', Component: PlayRoute },
      { path: 'quiz/:id/play', Component: PlayRoute },
      { path: 'certificates/verify/:code', Component: CertificateVerifyRoute },
      { path: 'guest-checkout/:quizId', Component: GuestCheckoutRoute },
      { path: 'guest-access', Component: GuestAccessRoute },
      { path: 'certificates', Component: CertificatesRoute },
      { path: 'support', Component: SupportRoute },
      { path: 'contact', Component: ContactRoute },
      ...INFO_PAGES,
      { path: '*', Component: NotFoundRoute },
    ],
  },
];

/**
 * The declarative router (inside <BrowserRouter>, app.tsx): the data router's engine (loaders,
 * actions, fetchers) is about 18 KB of gzip the app never used
 * (docs/decisions/0008-preact-and-declarative-router.md). The site layout holds the error boundary
 * and scroll restoration the data router gave.
 */
export function AppRoutes() {
  return useRoutes(routes);
}

/** Loads the modules of the routes `url` shows, so they render without suspending. */
export async function preloadRoute(url: string): Promise<void> {
  const matches = matchRoutes(routes, url) ?? [];
  await Promise.all(
    matches.map(({ route }) => (route.Component as Partial<PreloadableRoute> | undefined)?.preload?.()),
  );
}
