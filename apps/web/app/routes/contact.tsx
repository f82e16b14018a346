import { languageOfPath } from '@shop/contract';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { RouteErrorBoundary } from '~/components/route-error-boundary';
import { ContactPage, contactInfoQuery, contactTranslations, storesQuery } from '~/features/contact';
import { registerRouteNamespaces } from '~/lib/i18n';
import { pageMeta } from '~/lib/meta';
import { publicConfigFromEnv } from '~/lib/public-config';
import { publicPageUrl } from '~/lib/public-origin';
import type { Route } from './+types/contact';

registerRouteNamespaces(contactTranslations);

/** The shop's phone, email and stores are rendered on the server; a failure leaves the forms usable. */
export async function loader({ request }: Route.LoaderArgs) {
  const { paths } = publicConfigFromEnv(process.env);
  const language = languageOfPath(publicPageUrl(request).pathname, paths.defaultLanguage);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await Promise.all([
    queryClient.prefetchQuery(contactInfoQuery(language)),
    queryClient.prefetchQuery(storesQuery(language)),
  ]);
  return { dehydratedState: dehydrate(queryClient) };
}

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'sections.contact');

export default function ContactRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <ContactPage />
    </HydrationBoundary>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
