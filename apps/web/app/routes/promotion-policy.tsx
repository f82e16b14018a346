import { HydrationBoundary, useSuspenseQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { RouteErrorBoundary } from '~/components/route-error-boundary';
import {
  Breadcrumbs,
  listingState,
  loadSeoPage,
  type PageSeo,
  ProductListing,
  pageUrls,
  productsByPromotionPolicyQuery,
  promotionPolicyByCodeQuery,
  seoPageMeta,
} from '~/features/catalog';
import { useLanguage } from '~/lib/language';
import { translate } from '~/lib/meta';
import type { Route } from './+types/promotion-policy';

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadSeoPage(request, async ({ url, language, paths, queryClient }) => {
    const policy = await queryClient.fetchQuery(promotionPolicyByCodeQuery(language, params.code));
    await queryClient.fetchQuery(
      productsByPromotionPolicyQuery(language, policy.id, listingState(url.searchParams)),
    );
    const seo: PageSeo = {
      title: policy.nm,
      description: policy.ds ?? translate(language, 'meta_description'),
      ...pageUrls(url, paths, language),
      jsonLd: [],
    };
    return seo;
  });
}

export const meta = (args: Route.MetaArgs) => seoPageMeta(args);

function PromotionPolicyPage() {
  const language = useLanguage();
  const { code = '' } = useParams();
  const [params] = useSearchParams();
  const state = listingState(params);
  const { data: policy } = useSuspenseQuery(promotionPolicyByCodeQuery(language, code));
  const { data: listing } = useSuspenseQuery(productsByPromotionPolicyQuery(language, policy.id, state));
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

export default function PromotionPolicyRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <PromotionPolicyPage />
    </HydrationBoundary>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
