import { languageOfPath } from '@shop/contract';
import { dehydrate, HydrationBoundary, QueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { data, useParams } from 'react-router';
import { RouteErrorBoundary } from '~/components/route-error-boundary';
import { AddToCartButton } from '~/features/cart/components/add-to-cart-button';
import { productByUrlQuery } from '~/features/catalog/api/get-product-by-url';
import { ProductDetails } from '~/features/catalog/components/product-details';
import { ApiRequestError } from '~/lib/api-client';
import { useLanguage } from '~/lib/language';
import type { Route } from './+types/product';

export async function loader({ request, params }: Route.LoaderArgs) {
  const language = languageOfPath(new URL(request.url).pathname);
  const queryClient = new QueryClient();
  try {
    const product = await queryClient.fetchQuery(productByUrlQuery(language, params.eurl));
    return { product: { nm: product.nm, dsm: product.dsm }, dehydratedState: dehydrate(queryClient) };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export const meta = ({ data: loaderData }: Route.MetaArgs) => {
  if (!loaderData) return [];
  const description = (loaderData.product.dsm ?? '').replace(/<[^>]+>/g, '').trim();
  return [{ title: loaderData.product.nm }, { name: 'description', content: description }];
};

function ProductPage() {
  const language = useLanguage();
  const { eurl = '' } = useParams();
  const { data: product } = useSuspenseQuery(productByUrlQuery(language, eurl));
  return (
    <>
      <ProductDetails product={product} />
      <AddToCartButton product={product} />
    </>
  );
}

export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <ProductPage />
    </HydrationBoundary>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
