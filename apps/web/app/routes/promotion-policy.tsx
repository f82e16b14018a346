import { RouteErrorBoundary } from '~/components/route-error-boundary';
import {
  Breadcrumbs,
  getProductsByPromotionPolicy,
  getPromotionPolicyByCode,
  listingState,
  loadPublicPage,
  type PageSeo,
  ProductListing,
  pageUrls,
  seoPageMeta,
} from '~/features/catalog';
import { translate } from '~/lib/meta';
import { cachedServerLoader, revalidateAfterChanges } from '~/lib/route-data-cache';
import type { Route } from './+types/promotion-policy';

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadPublicPage(request, async ({ url, language, paths, signal }) => {
    const policy = await getPromotionPolicyByCode(language, params.code, signal);
    const state = listingState(url.searchParams);
    const listing = await getProductsByPromotionPolicy(language, policy.id, state, signal);
    const seo: PageSeo = {
      title: policy.nm,
      description: policy.ds ?? translate(language, 'meta_description'),
      ...pageUrls(url, paths, language),
      jsonLd: [],
    };
    return { seo, policy, listing, state };
  });
}

export const clientLoader = (args: Route.ClientLoaderArgs) => cachedServerLoader(args);
clientLoader.hydrate = true as const;
export const shouldRevalidate = revalidateAfterChanges;

export const meta = (args: Route.MetaArgs) => seoPageMeta(args);

export default function PromotionPolicyRoute({ loaderData }: Route.ComponentProps) {
  const { policy, listing, state } = loaderData;
  return (
    <div className="container-page py-6">
      <Breadcrumbs trail={[]} current={policy.nm} />
      <h1 className="text-2xl font-semibold">
        {policy.badge && (
          <span className="mr-2 rounded bg-sale px-2 py-0.5 align-middle text-base font-bold text-white">
            {policy.badge}
          </span>
        )}
        {policy.nm}
      </h1>
      {policy.ds && <p className="mt-1 mb-4 text-muted">{policy.ds}</p>}
      <ProductListing listing={listing} state={state} title={policy.nm} />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
