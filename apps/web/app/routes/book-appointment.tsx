import { RouteErrorBoundary } from '~/components/route-error-boundary';
import { BookAppointmentPage, getAppointmentOptions } from '~/features/appointments';
import { loadPublicPage } from '~/features/catalog';
import { pageMeta } from '~/lib/meta';
import { cachedServerLoader, revalidateAfterChanges } from '~/lib/route-data-cache';
import type { Route } from './+types/book-appointment';

/** Where and when consultations are held is rendered on the server; the slots and the booking run in the browser. */
export async function loader({ request }: Route.LoaderArgs) {
  return loadPublicPage(request, async ({ language, signal }) => ({
    // A failure leaves the page with its message rather than an error page.
    options: await getAppointmentOptions(language, signal).catch(() => null),
  }));
}

export const clientLoader = (args: Route.ClientLoaderArgs) => cachedServerLoader(args);
clientLoader.hydrate = true as const;
export const shouldRevalidate = revalidateAfterChanges;

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'appointments:book.title');

export default function BookAppointmentRoute({ loaderData }: Route.ComponentProps) {
  return <BookAppointmentPage options={loaderData.options} />;
}

export const ErrorBoundary = RouteErrorBoundary;
