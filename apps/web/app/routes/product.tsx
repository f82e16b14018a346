import { Availability, languageOfPath, localizePath } from '@shop/contract';
import { dehydrate, HydrationBoundary, QueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { data, useParams } from 'react-router';
import { RouteErrorBoundary } from '~/components/route-error-boundary';
import { AddToCartButton } from '~/features/cart/components/add-to-cart-button';
import { productByUrlQuery } from '~/features/catalog/api/get-product-by-url';
import { ProductDetails } from '~/features/catalog/components/product-details';
import { ProductSections } from '~/features/catalog/components/product-sections';
import { breadcrumbJsonLd, type PageSeo, pageUrls, plainText, seoMeta } from '~/features/catalog/seo';
import { ApiRequestError } from '~/lib/api-client';
import { useLanguage } from '~/lib/language';
import { translate } from '~/lib/meta';
import { publicConfigFromEnv } from '~/lib/public-config';
import type { Route } from './+types/product';

export async function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { paths } = publicConfigFromEnv(process.env);
  const language = languageOfPath(url.pathname, paths.defaultLanguage);
  const queryClient = new QueryClient();
  try {
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
    return { seo, dehydratedState: dehydrate(queryClient) };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export const meta = ({ data: loaderData, location }: Route.MetaArgs) =>
  loaderData ? seoMeta(loaderData.seo, translate(languageOfPath(location.pathname), 'shop_name')) : [];

function ProductPage() {
  const language = useLanguage();
  const { eurl = '' } = useParams();
  const { data: product } = useSuspenseQuery(productByUrlQuery(language, eurl));
  return (
    <>
      <ProductDetails product={product} buyBox={<AddToCartButton product={product} />} />
      <ProductSections product={product} />
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
