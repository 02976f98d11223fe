import { uz } from '@shared/i18n/uz';
import { Button } from '@web/components/ui/button';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';

/** A page that failed to load or render (for example a stale code chunk after a deploy). */
export function RouteErrorPage() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold">{uz.errorPage.title}</h1>
      <p className="text-muted-foreground">{uz.errorPage.message}</p>
      <Button onClick={() => window.location.reload()}>{uz.errorPage.reload}</Button>
    </div>
  );
}

type BoundaryProps = { children: ReactNode; resetKey: string };
type BoundaryState = { failed: boolean; resetKey: string };

class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, resetKey: this.props.resetKey };

  // a failed page stays failed until the visitor goes elsewhere (another link, back)
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('page failed to render', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}

/**
 * The router's own error boundaries exist only with its data router, which the app does not use
 * (docs/decisions/0008-preact-and-declarative-router.md): this one shows the error page in place of a page
 * that threw, and clears on the next navigation.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  return <ErrorBoundary resetKey={pathname + search}>{children}</ErrorBoundary>;
}
