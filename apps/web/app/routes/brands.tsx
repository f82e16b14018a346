import { languageOfPath } from '@shop/contract';
import { dehydrate, HydrationBoundary, QueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { LocalizedLink } from '~/components/localized-link';
import { RouteErrorBoundary } from '~/components/route-error-boundary';
import { allManufacturersQuery, type PageSeo, pageUrls, seoMeta } from '~/features/catalog';
import { useLanguage } from '~/lib/language';
import { translate } from '~/lib/meta';
import { languageOf, publicConfigFromEnv, shopName } from '~/lib/public-config';
import { publicPageUrl } from '~/lib/public-origin';
import { useTranslation } from '~/lib/use-translation';
import type { Route } from './+types/brands';

export async function loader({ request }: Route.LoaderArgs) {
  const { paths } = publicConfigFromEnv(process.env);
  const url = publicPageUrl(request);
  const language = languageOfPath(url.pathname, paths.defaultLanguage);
  const queryClient = new QueryClient();
  await queryClient.fetchQuery(allManufacturersQuery(language));
  const seo: PageSeo = {
    title: translate(language, 'catalog:brands.title'),
    description: translate(language, 'meta_description'),
    ...pageUrls(url, paths, language, []),
    jsonLd: [],
  };
  return { seo, dehydratedState: dehydrate(queryClient) };
}

export const meta = ({ data: loaderData, location }: Route.MetaArgs) =>
  loaderData ? seoMeta(loaderData.seo, shopName(languageOf(location.pathname))) : [];

function BrandsPage() {
  const { t } = useTranslation('catalog');
  const language = useLanguage();
  const { data } = useSuspenseQuery(allManufacturersQuery(language));
  const groups = new Map<string, typeof data.items>();
  for (const brand of data.items.filter((item) => item.cnt > 0)) {
    const letter = brand.nm.charAt(0).toLocaleUpperCase(language);
    groups.set(letter, [...(groups.get(letter) ?? []), brand]);
  }
  return (
    <div className="container-page py-6">
      <h1 className="mb-6 text-2xl font-semibold">{t('brands.title')}</h1>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {[...groups].map(([letter, brands]) => (
          <section key={letter} aria-label={t('brands.letter', { letter })}>
            <h2 className="mb-2 text-lg font-semibold text-brand-800">{letter}</h2>
            <ul className="space-y-1">
              {brands.map((brand) => (
                <li key={brand.id}>
                  <LocalizedLink to={`/brands/${brand.eurl}`} className="hover:text-brand-700">
                    {brand.nm}
                  </LocalizedLink>{' '}
                  <span className="text-sm text-muted">({t('brands.products', { count: brand.cnt })})</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}

export default function BrandsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <BrandsPage />
    </HydrationBoundary>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
