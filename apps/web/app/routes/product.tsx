import type { Product } from '@shop/contract';
import { HydrationBoundary, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { RouteErrorBoundary } from '~/components/route-error-boundary';
import { AddToCartButton } from '~/features/cart';
import {
  loadSeoPage,
  type PageSeo,
  ProductDetails,
  ProductSections,
  pageUrls,
  plainText,
  productByUrlQuery,
  productJsonLd,
  seoPageMeta,
} from '~/features/catalog';
import { useMyTierCode } from '~/features/loyalty';
import { ProductRepeatControl } from '~/features/repeat-purchases';
import { ProductReviews, reviewsQuery } from '~/features/reviews';
import { AddToWishlistButton } from '~/features/wishlists';
import { useLanguage } from '~/lib/language';
import type { Route } from './+types/product';

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadSeoPage(request, async ({ url, language, paths, queryClient }) => {
    const product = await queryClient.fetchQuery(productByUrlQuery(language, params.eurl));
    // The first reviews are in the server's HTML, not "no reviews yet" until the browser asks.
    await queryClient.prefetchQuery(reviewsQuery(language, product.id));
    const page = pageUrls(url, paths, language, []);
    const seo: PageSeo = {
      title: product.nm,
      description: plainText(product.dsm),
      ...page,
      jsonLd: productJsonLd(product, { origin: url.origin, canonical: page.canonical, language, paths }),
    };
    return seo;
  });
}

export const meta = (args: Route.MetaArgs) => seoPageMeta(args);

/** The chosen size is shared by the price, the availability and the buy box. */
function ProductView({ product }: { product: Product }) {
  const [dimensionId, setDimensionId] = useState(0);
  const dimension = product.dimensions.find((d) => d.id === dimensionId);
  const tierCode = useMyTierCode(useLanguage());
  return (
    <>
      <ProductDetails
        product={product}
        dimension={dimension}
        tierCode={tierCode}
        buyBox={
          <>
            <AddToCartButton
              product={product}
              dimensionId={dimensionId}
              onDimensionChange={setDimensionId}
              besideButton={<AddToWishlistButton product={product} />}
            />
            <ProductRepeatControl product={product} dimensionId={dimensionId} />
          </>
        }
      />
      <ProductSections
        product={product}
        dimension={dimension}
        reviews={<ProductReviews product={product} />}
      />
    </>
  );
}

function ProductPage() {
  const language = useLanguage();
  const { eurl = '' } = useParams();
  const { data: product } = useSuspenseQuery(productByUrlQuery(language, eurl));
  // Keyed so that a size chosen on one product is not carried to the next one opened.
  return <ProductView key={product.id} product={product} />;
}

export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <ProductPage />
    </HydrationBoundary>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
