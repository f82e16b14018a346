import { localizePath } from '@shop/contract';
import { HydrationBoundary, useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { RouteErrorBoundary } from '~/components/route-error-boundary';
import { breadcrumbJsonLd, loadSeoPage, pageUrls, seoPageMeta } from '~/features/catalog';
import {
  collectionPageJsonLd,
  collectionsJsonLd,
  LandingCollectionsList,
  LandingCollectionView,
  landingCollectionQuery,
  landingCollectionsQuery,
  merchandisingTranslations,
} from '~/features/merchandising';
import { registerRouteNamespaces } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';
import { translate } from '~/lib/meta';
import type { Route } from './+types/landing-page';

registerRouteNamespaces(merchandisingTranslations);

/**
 * `landing-page` and `landing_page` list the collections shown now; `landing_page/{collectionSlug}`
 * is one collection (spec 000 §2), server-rendered with its CollectionPage and ItemList data. An
 * unknown or ended collection is the 404 page.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  return loadSeoPage(request, async ({ url, language, paths, queryClient }) => {
    const address = { origin: url.origin, pathOf: (path: string) => localizePath(language, path, paths) };
    const urls = pageUrls(url, paths, language, []);
    const home = { name: translate(language, 'merchandising:home_crumb'), path: address.pathOf('/') };
    const listTitle = translate(language, 'merchandising:landing_title');
    const listPath = address.pathOf('/landing-page');
    if (params.collectionSlug) {
      const collection = await queryClient.fetchQuery(
        landingCollectionQuery(language, params.collectionSlug),
      );
      return {
        title: collection.tl,
        description: collection.dsm,
        ...urls,
        jsonLd: [
          collectionPageJsonLd(collection, urls.canonical, address),
          breadcrumbJsonLd(url.origin, [
            home,
            { name: listTitle, path: listPath },
            { name: collection.tl, path: address.pathOf(`/landing_page/${collection.slug}`) },
          ]),
        ],
      };
    }
    const collections = await queryClient.fetchQuery(landingCollectionsQuery(language));
    return {
      title: listTitle,
      description: translate(language, 'merchandising:landing_intro'),
      ...urls,
      jsonLd: [
        collectionsJsonLd(collections.items, address),
        breadcrumbJsonLd(url.origin, [home, { name: listTitle, path: listPath }]),
      ],
    };
  });
}

export const meta = (args: Route.MetaArgs) => seoPageMeta(args);

function Collection({ slug }: { slug: string }) {
  const language = useLanguage();
  const { data } = useSuspenseQuery(landingCollectionQuery(language, slug));
  return <LandingCollectionView key={data.id} collection={data} />;
}

function Collections() {
  const language = useLanguage();
  const { data } = useSuspenseQuery(landingCollectionsQuery(language));
  return <LandingCollectionsList collections={data.items} />;
}

export default function LandingPageRoute({ loaderData }: Route.ComponentProps) {
  const { collectionSlug } = useParams();
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      {collectionSlug ? <Collection slug={collectionSlug} /> : <Collections />}
    </HydrationBoundary>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
