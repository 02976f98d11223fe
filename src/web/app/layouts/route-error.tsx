import { uz } from '@shared/i18n/uz';
import { NotFoundPage } from '@web/components/not-found-page';
import { Button } from '@web/components/ui/button';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** A page that failed to load or render (for example a stale code chunk after a deploy). */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold">{uz.errorPage.title}</h1>
      <p className="text-muted-foreground">{uz.errorPage.message}</p>
      <Button onClick={() => window.location.reload()}>{uz.errorPage.reload}</Button>
    </div>
  );
}
