import { LocalizedLink } from '~/components/localized-link';
import { RouteErrorBoundary } from '~/components/route-error-boundary';
import { getAllManufacturers, loadPublicPage, type PageSeo, pageUrls, seoPageMeta } from '~/features/catalog';
import { useLanguage } from '~/lib/language';
import { translate } from '~/lib/meta';
import { cachedServerLoader, revalidateAfterChanges } from '~/lib/route-data-cache';
import { useTranslation } from '~/lib/use-translation';
import type { Route } from './+types/brands';

export async function loader({ request }: Route.LoaderArgs) {
  return loadPublicPage(request, async ({ url, language, paths, signal }) => {
    const brands = await getAllManufacturers(language, signal);
    const seo: PageSeo = {
      title: translate(language, 'catalog:brands.title'),
      description: translate(language, 'meta_description'),
      ...pageUrls(url, paths, language, []),
      jsonLd: [],
    };
    return { seo, brands };
  });
}

export const clientLoader = (args: Route.ClientLoaderArgs) => cachedServerLoader(args);
clientLoader.hydrate = true as const;
export const shouldRevalidate = revalidateAfterChanges;

export const meta = (args: Route.MetaArgs) => seoPageMeta(args);

export default function BrandsRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('catalog');
  const language = useLanguage();
  const data = loaderData.brands;
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

export const ErrorBoundary = RouteErrorBoundary;
