import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '~/components/localized-link';
import { bestSellersQuery, ProductCard, useBestSellers } from '~/features/catalog';
import { useMainMenu } from '~/features/shell';
import { useLanguage } from '~/lib/language';
import { pageMeta } from '~/lib/meta';
import { languageOf } from '~/lib/public-config';
import type { Route } from './+types/home';

export const meta = ({ location }: Route.MetaArgs) => pageMeta(location.pathname, 'shop_tagline');

export async function loader({ request }: Route.LoaderArgs) {
  const queryClient = new QueryClient();
  // A failed best-seller call leaves the row out rather than failing the home page.
  await queryClient.prefetchQuery(bestSellersQuery(languageOf(new URL(request.url).pathname)));
  return { dehydratedState: dehydrate(queryClient) };
}

function BestSellers() {
  const { t } = useTranslation();
  const language = useLanguage();
  const products = (useBestSellers(language).data?.items ?? []).slice(0, 10);
  if (products.length === 0) return null;
  return (
    <section className="container-page py-6" aria-labelledby="home-best-sellers">
      <h2 id="home-best-sellers" className="mb-4 text-xl font-semibold">
        {t('home.best_sellers')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <Home />
    </HydrationBoundary>
  );
}

function Home() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data } = useMainMenu(language);
  const categories = (data?.items ?? []).filter((item) => item.pid === null);
  return (
    <>
      <section className="bg-gradient-to-br from-brand-50 to-white">
        <div className="container-page py-12 md:py-20">
          <h1 className="max-w-2xl text-3xl font-bold text-brand-800 md:text-4xl">{t('home.title')}</h1>
          <p className="mt-4 max-w-xl text-lg text-muted">{t('home.text')}</p>
          <LocalizedLink
            to="/brands"
            className="mt-6 inline-block rounded-md bg-brand-700 px-5 py-3 text-white hover:bg-brand-800"
          >
            {t('home.browse')}
          </LocalizedLink>
        </div>
      </section>
      <section className="container-page py-10" aria-labelledby="home-categories">
        <h2 id="home-categories" className="mb-4 text-xl font-semibold">
          {t('home.categories')}
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {categories.map((category) => (
            <li key={category.id}>
              <LocalizedLink
                to={category.nu}
                className="flex h-24 items-center justify-center rounded-lg border border-line bg-white p-3 text-center font-medium hover:border-brand-600 hover:text-brand-700"
              >
                {category.tl}
              </LocalizedLink>
            </li>
          ))}
        </ul>
      </section>
      <BestSellers />
    </>
  );
}
