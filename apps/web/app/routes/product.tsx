import type { Product, ReviewList } from '@shop/contract';
import { useState } from 'react';
import { RouteErrorBoundary } from '~/components/route-error-boundary';
import { AddToCartButton } from '~/features/cart';
import {
  getProductByUrl,
  loadPublicPage,
  type PageSeo,
  ProductDetails,
  ProductSections,
  pageUrls,
  plainText,
  productJsonLd,
  seoPageMeta,
} from '~/features/catalog';
import { useMyTierCode } from '~/features/loyalty';
import { ProductRepeatControl } from '~/features/repeat-purchases';
import { getReviews, ProductReviews } from '~/features/reviews';
import { AddToWishlistButton } from '~/features/wishlists';
import { useLanguage } from '~/lib/language';
import { cachedServerLoader, revalidateAfterChanges } from '~/lib/route-data-cache';
import type { Route } from './+types/product';

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadPublicPage(request, async ({ url, language, paths, signal }) => {
    const product = await getProductByUrl(language, params.eurl, signal);
    // The first reviews are in the server's HTML, not "no reviews yet" until the browser asks.
    const reviews = await getReviews(language, product.id, signal);
    const page = pageUrls(url, paths, language, []);
    const seo: PageSeo = {
      title: product.nm,
      description: plainText(product.dsm),
      ...page,
      jsonLd: productJsonLd(product, { origin: url.origin, canonical: page.canonical, language, paths }),
    };
    return { seo, product, reviews };
  });
}

export const clientLoader = (args: Route.ClientLoaderArgs) => cachedServerLoader(args);
clientLoader.hydrate = true as const;
export const shouldRevalidate = revalidateAfterChanges;

export const meta = (args: Route.MetaArgs) => seoPageMeta(args);

/** The chosen size is shared by the price, the availability and the buy box. */
function ProductView({ product, reviews }: { product: Product; reviews: ReviewList }) {
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
        reviews={<ProductReviews product={product} reviews={reviews} />}
      />
    </>
  );
}

export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  const { product, reviews } = loaderData;
  // Keyed so that a size chosen on one product is not carried to the next one opened.
  return <ProductView key={product.id} product={product} reviews={reviews} />;
}

export const ErrorBoundary = RouteErrorBoundary;
