import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from '~/lib/use-translation';
import { NotFoundPage } from './not-found-page';

/** A route's error boundary: the 404 page for a missing entity, the generic message otherwise. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <section className="container-page py-16 text-center" role="alert">
      <h1 className="text-2xl font-semibold">{t('error_boundary.title')}</h1>
    </section>
  );
}
