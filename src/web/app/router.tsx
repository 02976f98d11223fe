import { PageLoading } from '@web/components/page-loading';
import { lazy, Suspense } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { RouteErrorBoundary } from './layouts/route-error';
import { SiteLayout } from './layouts/site-layout';

/*
 * Route modules are code-split with React.lazy (not the router's `lazy`): the router can then
 * render the site layout at once and only the page area waits, so the header never remounts.
 */
const HomeRoute = lazy(() => import('./routes/home'));
const ResetPasswordRoute = lazy(() => import('./routes/reset-password'));
const DevMailboxRoute = lazy(() => import('./routes/dev-mailbox'));
const CatalogRoute = lazy(() => import('./routes/catalog'));
const QuizDetailRoute = lazy(() => import('./routes/quiz-detail'));
const CartRoute = lazy(() => import('./routes/cart'));
const PaymentRoute = lazy(() => import('./routes/payment'));
const DemoPaymentRoute = lazy(() => import('./routes/demo-payment'));
const PaymentReturnRoute = lazy(() => import('./routes/payment-return'));
const ProfileRoute = lazy(() => import('./routes/profile'));
const PlayRoute = lazy(() => import('./routes/play'));
const CertificateVerifyRoute = lazy(() => import('./routes/certificate-verify'));
const GuestCheckoutRoute = lazy(() => import('./routes/guest-checkout'));
const GuestAccessRoute = lazy(() => import('./routes/guest-access'));
const CertificatesRoute = lazy(() => import('./routes/certificates'));
const SupportRoute = lazy(() => import('./routes/support'));
const ContactRoute = lazy(() => import('./routes/contact'));
const NotFoundRoute = lazy(() => import('./routes/not-found'));
/** The whole admin panel (layout, guard, pages) is this one import: none of it is in the entry. */
const AdminRoute = lazy(() => import('./routes/admin'));

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
  { path: 'about', Component: lazy(() => import('./routes/info/about')) },
  { path: 'categories', Component: lazy(() => import('./routes/info/categories')) },
  { path: 'help', Component: lazy(() => import('./routes/info/help')) },
  { path: 'faq', Component: lazy(() => import('./routes/info/faq')) },
  { path: 'guide', Component: lazy(() => import('./routes/info/guide')) },
  { path: 'privacy', Component: lazy(() => import('./routes/info/privacy')) },
  { path: 'terms', Component: lazy(() => import('./routes/info/terms')) },
  { path: 'cookies', Component: lazy(() => import('./routes/info/cookies')) },
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
