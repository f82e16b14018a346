import { localizePath } from '@shop/contract';
import { RouteErrorBoundary } from '~/components/route-error-boundary';
import { breadcrumbJsonLd, loadPublicPage, type PageSeo, pageUrls, seoPageMeta } from '~/features/catalog';
import {
  collectionPageJsonLd,
  collectionsJsonLd,
  getLandingCollection,
  getLandingCollections,
  LandingCollectionsList,
  LandingCollectionView,
  merchandisingTranslations,
} from '~/features/merchandising';
import { loadRouteNamespaces } from '~/lib/i18n';
import { translate } from '~/lib/meta';
import { cachedServerLoader, revalidateAfterChanges } from '~/lib/route-data-cache';
import type { Route } from './+types/landing-page';

const namespaces = [merchandisingTranslations];
export const handle = { namespaces };
export const clientMiddleware = [loadRouteNamespaces(namespaces)];

/**
 * `landing-page` and `landing_page` list the collections shown now; `landing_page/{collectionSlug}`
 * is one collection (spec 000 §2), server-rendered with its CollectionPage and ItemList data. An
 * unknown or ended collection is the 404 page.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  return loadPublicPage(request, async ({ url, language, paths, signal }) => {
    const address = { origin: url.origin, pathOf: (path: string) => localizePath(language, path, paths) };
    const urls = pageUrls(url, paths, language, []);
    const home = { name: translate(language, 'merchandising:home_crumb'), path: address.pathOf('/') };
    const listTitle = translate(language, 'merchandising:landing_title');
    const listPath = address.pathOf('/landing-page');
    if (params.collectionSlug) {
      const collection = await getLandingCollection(language, params.collectionSlug, signal);
      const seo: PageSeo = {
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
      return { seo, collection, collections: null };
    }
    const collections = await getLandingCollections(language, signal);
    const seo: PageSeo = {
      title: listTitle,
      description: translate(language, 'merchandising:landing_intro'),
      ...urls,
      jsonLd: [
        collectionsJsonLd(collections.items, address),
        breadcrumbJsonLd(url.origin, [home, { name: listTitle, path: listPath }]),
      ],
    };
    return { seo, collection: null, collections: collections.items };
  });
}

export const clientLoader = (args: Route.ClientLoaderArgs) => cachedServerLoader(args);
clientLoader.hydrate = true as const;
export const shouldRevalidate = revalidateAfterChanges;

export const meta = (args: Route.MetaArgs) => seoPageMeta(args);

export default function LandingPageRoute({ loaderData }: Route.ComponentProps) {
  const { collection, collections } = loaderData;
  return collection ? (
    <LandingCollectionView key={collection.id} collection={collection} />
  ) : (
    <LandingCollectionsList collections={collections ?? []} />
  );
}

export const ErrorBoundary = RouteErrorBoundary;
