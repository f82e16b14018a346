import { RouteErrorBoundary } from '~/components/route-error-boundary';
import { loadPublicPage } from '~/features/catalog';
import { ContactPage, contactTranslations, getContactInfo, getStores } from '~/features/contact';
import { loadRouteNamespaces } from '~/lib/i18n';
import { pageMeta } from '~/lib/meta';
import { cachedServerLoader, revalidateAfterChanges } from '~/lib/route-data-cache';
import type { Route } from './+types/contact';

const namespaces = [contactTranslations];
export const handle = { namespaces };
export const clientMiddleware = [loadRouteNamespaces(namespaces)];

/** The shop's phone, email and stores are rendered on the server; a failure leaves the forms usable. */
export async function loader({ request }: Route.LoaderArgs) {
  return loadPublicPage(request, async ({ language, signal }) => {
    const [info, stores] = await Promise.all([
      getContactInfo(language, signal).catch(() => null),
      getStores(language, signal).then(
        (found) => found.items,
        () => null,
      ),
    ]);
    return { info, stores };
  });
}

export const clientLoader = (args: Route.ClientLoaderArgs) => cachedServerLoader(args);
clientLoader.hydrate = true as const;
export const shouldRevalidate = revalidateAfterChanges;

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.contact');

export default function ContactRoute({ loaderData }: Route.ComponentProps) {
  return <ContactPage info={loaderData.info} stores={loaderData.stores} />;
}

export const ErrorBoundary = RouteErrorBoundary;
