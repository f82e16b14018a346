import { languageOfPath } from '@shop/contract';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { RouteErrorBoundary } from '~/components/route-error-boundary';
import { appointmentOptionsQuery, BookAppointmentPage } from '~/features/appointments';
import { pageMeta } from '~/lib/meta';
import { publicConfigFromEnv } from '~/lib/public-config';
import { publicPageUrl } from '~/lib/public-origin';
import type { Route } from './+types/book-appointment';

/** Where and when consultations are held is rendered on the server; the slots and the booking run in the browser. */
export async function loader({ request }: Route.LoaderArgs) {
  const { paths } = publicConfigFromEnv(process.env);
  const language = languageOfPath(publicPageUrl(request).pathname, paths.defaultLanguage);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await queryClient.prefetchQuery(appointmentOptionsQuery(language));
  return { dehydratedState: dehydrate(queryClient) };
}

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'appointments:book.title');

export default function BookAppointmentRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <BookAppointmentPage />
    </HydrationBoundary>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
