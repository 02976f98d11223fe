import type { WebTextGroup } from '@shared/i18n/messages';
import { PageLoading } from '@web/components/page-loading';
import { type ComponentType, lazy, Suspense } from 'react';
import { matchRoutes, type RouteObject, useRoutes } from 'react-router';
import { RouteErrorBoundary } from './layouts/route-error';
import { SiteLayout } from './layouts/site-layout';
import { withTexts } from './texts';

/*
 * Route modules are code-split with React.lazy (not the router's `lazy`): the router can then
 * render the site layout at once and only the page area waits, so the header never remounts.
 * Each can be loaded ahead (preloadRoute): a server-rendered page is hydrated only once its
 * module is there, so hydration never suspends into the loading fallback.
 */
type RouteModule = { default: ComponentType };
type PreloadableRoute = ComponentType & { preload: () => Promise<unknown>; texts: readonly WebTextGroup[] };
type LoadingRoute = { loaded?: ComponentType; Lazy: ComponentType };

/** The route's page itself once its module is loaded, else React.lazy's (which suspends). */
function RoutePage({ route }: { route: LoadingRoute }) {
  const Page = route.loaded ?? route.Lazy;
  return <Page />;
}

/**
 * A route loaded with the groups of texts its page reads beyond the first page's `app` (in the
 * page's language): its module counts as loaded once they are there too.
 */
function lazyRoute(load: () => Promise<RouteModule>, texts: readonly WebTextGroup[] = []): PreloadableRoute {
  const route: LoadingRoute = { Lazy: lazy(() => preload()) };
  function preload() {
    return withTexts(texts, load()).then((module) => {
      route.loaded = module.default;
      return module;
    });
  }
  return Object.assign(() => <RoutePage route={route} />, { preload, texts });
}

// pages with a form (zod's words, the email check) or a guest's purchase: their texts are in `account`
const FORM_PAGE = ['pages', 'account'] as const;
const HomeRoute = lazyRoute(() => import('./routes/home'));
const ResetPasswordRoute = lazyRoute(() => import('./routes/reset-password'), ['account']);
const DevMailboxRoute = lazyRoute(() => import('./routes/dev-mailbox'), ['dev']);
const CatalogRoute = lazyRoute(() => import('./routes/catalog'));
const QuizDetailRoute = lazyRoute(() => import('./routes/quiz-detail'));
const CartRoute = lazyRoute(() => import('./routes/cart'));
const PaymentRoute = lazyRoute(() => import('./routes/payment'), FORM_PAGE);
const DemoPaymentRoute = lazyRoute(() => import('./routes/demo-payment'), FORM_PAGE);
const PaymentReturnRoute = lazyRoute(() => import('./routes/payment-return'), FORM_PAGE);
const ProfileRoute = lazyRoute(() => import('./routes/profile'), ['account']);
// a guest's access, its expiry and refund are told on the play page
const PlayRoute = lazyRoute(() => import('./routes/play'), ['play', 'account']);
const CertificateVerifyRoute = lazyRoute(() => import('./routes/certificate-verify'), ['play']);
const GuestCheckoutRoute = lazyRoute(() => import('./routes/guest-checkout'), ['account']);
const GuestAccessRoute = lazyRoute(() => import('./routes/guest-access'), ['account']);
// the certificates page's texts are in the information pages' group
const CertificatesRoute = lazyRoute(() => import('./routes/certificates'), ['pages']);
const SupportRoute = lazyRoute(() => import('./routes/support'), FORM_PAGE);
const ContactRoute = lazyRoute(() => import('./routes/contact'), FORM_PAGE);
const NotFoundRoute = lazyRoute(() => import('./routes/not-found'));
/**
 * The whole admin panel (layout, guard, pages) is this one import: none of it is in the entry.
 * Its forms speak zod's words, which are in `account`.
 */
const AdminRoute = lazy(() => withTexts(['admin', 'account'], import('./routes/admin')));

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
  { path: 'about', Component: lazyRoute(() => import('./routes/info/about'), ['pages']) },
  { path: 'categories', Component: lazyRoute(() => import('./routes/info/categories'), ['pages']) },
  { path: 'help', Component: lazyRoute(() => import('./routes/info/help'), ['pages']) },
  { path: 'faq', Component: lazyRoute(() => import('./routes/info/faq'), ['pages']) },
  { path: 'guide', Component: lazyRoute(() => import('./routes/info/guide'), ['pages']) },
  { path: 'privacy', Component: lazyRoute(() => import('./routes/info/privacy'), ['pages']) },
  { path: 'terms', Component: lazyRoute(() => import('./routes/info/terms'), ['pages']) },
  { path: 'cookies', Component: lazyRoute(() => import('./routes/info/cookies'), ['pages']) },
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

/** The groups of texts the routes `url` shows load before their page renders (beyond `app`). */
export function routeTexts(url: string): WebTextGroup[] {
  const matches = matchRoutes(routes, url) ?? [];
  return matches.flatMap(
    ({ route }) => (route.Component as Partial<PreloadableRoute> | undefined)?.texts ?? [],
  );
}
