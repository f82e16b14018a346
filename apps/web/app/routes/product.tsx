import { Availability, localizePath, type Product } from '@shop/contract';
import { HydrationBoundary, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { RouteErrorBoundary } from '~/components/route-error-boundary';
import { AddToCartButton } from '~/features/cart/components/add-to-cart-button';
import { productByUrlQuery } from '~/features/catalog/api/get-product-by-url';
import { ProductDetails } from '~/features/catalog/components/product-details';
import { ProductSections } from '~/features/catalog/components/product-sections';
import { breadcrumbJsonLd, type PageSeo, pageUrls, plainText } from '~/features/catalog/seo';
import { loadSeoPage, seoPageMeta } from '~/features/catalog/seo-page';
import { useLanguage } from '~/lib/language';
import type { Route } from './+types/product';

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadSeoPage(request, async ({ url, language, paths, queryClient }) => {
    const product = await queryClient.fetchQuery(productByUrlQuery(language, params.eurl));
    const page = pageUrls(request.url, paths, language, []);
    const offer = {
      '@type': 'Offer',
      url: page.canonical,
      priceCurrency: 'EUR',
      price: product.cprc.toFixed(2),
      availability:
        product.ast === Availability.Available
          ? 'https://schema.org/InStock'
          : 'https://schema.org/OutOfStock',
    };
    const seo: PageSeo = {
      title: product.nm,
      description: plainText(product.dsm),
      ...page,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: product.nm,
          sku: product.cd,
          ...(product.bc ? { gtin13: product.bc } : {}),
          image: product.images.map((image) => `${url.origin}${image}`),
          description: plainText(product.dsm),
          ...(product.mfnm ? { brand: { '@type': 'Brand', name: product.mfnm } } : {}),
          offers: offer,
          ...(product.aggregates.reviews > 0
            ? {
                aggregateRating: {
                  '@type': 'AggregateRating',
                  ratingValue: product.aggregates.rating,
                  reviewCount: product.aggregates.reviews,
                },
              }
            : {}),
        },
        breadcrumbJsonLd(url.origin, [
          ...product.breadcrumbs.map((crumb) => ({
            name: crumb.nm,
            path: localizePath(language, `/categories/${crumb.eurl}`, paths),
          })),
          { name: product.nm, path: localizePath(language, `/products/${product.eurl}`, paths) },
        ]),
      ],
    };
    return seo;
  });
}

export const meta = (args: Route.MetaArgs) => seoPageMeta(args);

/** The chosen size is shared by the price, the availability and the buy box. */
function ProductView({ product }: { product: Product }) {
  const [dimensionId, setDimensionId] = useState(0);
  const dimension = product.dimensions.find((d) => d.id === dimensionId);
  return (
    <>
      <ProductDetails
        product={product}
        dimension={dimension}
        buyBox={
          <AddToCartButton product={product} dimensionId={dimensionId} onDimensionChange={setDimensionId} />
        }
      />
      <ProductSections product={product} dimension={dimension} />
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
