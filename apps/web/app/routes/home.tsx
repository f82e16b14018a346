import { HOME_HERO_BANNER_GROUP, type Language, languageOfPath, type Offer } from '@shop/contract';
import { dehydrate, HydrationBoundary, QueryClient, useQuery } from '@tanstack/react-query';
import { LocalizedLink } from '~/components/localized-link';
import {
  bestSellersQuery,
  listingState,
  pageUrls,
  productsByIdsQuery,
  productsByPromotionPolicyQuery,
  seoPageMeta,
} from '~/features/catalog';
import { ArticleCard, articlesQuery, contentTranslations, VideoCard, videosQuery } from '~/features/content';
import {
  BannerCarousel,
  bannersQuery,
  CuratedRails,
  categoryLists,
  curatedListsQuery,
  merchandisingTranslations,
  PersonalisedProducts,
  ProductRail,
  RailSection,
  railIds,
} from '~/features/merchandising';
import { offersQuery } from '~/features/promotions';
import { registerRouteNamespaces } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';
import { translate } from '~/lib/meta';
import { publicConfigFromEnv } from '~/lib/public-config';
import { publicPageUrl } from '~/lib/public-origin';
import { useTranslation } from '~/lib/use-translation';
import type { Route } from './+types/home';

registerRouteNamespaces(merchandisingTranslations, contentTranslations);

/** How many products a home rail and how many teasers a home section shows. */
const RAIL_SIZE = 10;
const TEASERS = 3;
/** The offers rail shows the products of a promotion every shopper gets, a discount of their price. */
const PRICE_OFFER_KINDS = ['Percentage', 'FixedAmount', 'Bogo'];
/** The smallest listing page (12) for a rail of ten, so the page's HTML carries few products it does not show. */
const offersListing = listingState(new URLSearchParams({ psize: '12' }));

function featuredOffers(offers: Offer[]): Offer[] {
  return offers.filter(
    (offer) =>
      offer.kind !== null && PRICE_OFFER_KINDS.includes(offer.kind) && offer.cust_groups.length === 0,
  );
}

/**
 * Everything the home page shows is rendered on the server (the personalised picks excepted: they
 * depend on the session); a failed call leaves its section out rather than failing the page.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = publicPageUrl(request);
  const { paths } = publicConfigFromEnv(process.env);
  const language = languageOfPath(url.pathname, paths.defaultLanguage);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const [lists, offers] = await Promise.all([
    queryClient.fetchQuery(curatedListsQuery(language)).catch(() => undefined),
    queryClient.fetchQuery(offersQuery(language)).catch(() => [] as Offer[]),
    queryClient.prefetchQuery(bannersQuery(language, HOME_HERO_BANNER_GROUP)),
    queryClient.prefetchQuery(bestSellersQuery(language)),
    queryClient.prefetchQuery(articlesQuery(language, { kind: 'front' })),
    queryClient.prefetchQuery(videosQuery(language, { kind: 'front' })),
  ]);
  const firstList = categoryLists(lists?.items ?? [])[0];
  const offerId = await firstOfferWithProducts(queryClient, language, featuredOffers(offers));
  if (firstList) await queryClient.prefetchQuery(productsByIdsQuery(language, railIds(firstList)));
  return {
    offerId,
    seo: {
      title: translate(language, 'shop_tagline'),
      description: translate(language, 'meta_description'),
      ...pageUrls(url, paths, language, []),
      jsonLd: [],
    },
    dehydratedState: dehydrate(queryClient),
  };
}

/** The first of the offers that has products on sale, its listing left in the cache. */
async function firstOfferWithProducts(
  queryClient: QueryClient,
  language: Language,
  offers: Offer[],
): Promise<number | null> {
  for (const offer of offers.slice(0, 3)) {
    const listing = await queryClient
      .fetchQuery(productsByPromotionPolicyQuery(language, offer.id, offersListing))
      .catch(() => undefined);
    if (listing && listing.items.length > 0) return offer.id;
  }
  return null;
}

export const meta = (args: Route.MetaArgs) => seoPageMeta(args);

function BestSellers() {
  const { t } = useTranslation('merchandising');
  const language = useLanguage();
  const products = (useQuery(bestSellersQuery(language)).data?.items ?? []).slice(0, RAIL_SIZE);
  if (products.length === 0) return null;
  return (
    <RailSection id="home-best-sellers" title={t('best_sellers')}>
      <ProductRail products={products} label={t('best_sellers')} />
    </RailSection>
  );
}

function Offers({ offerId }: { offerId: number | null }) {
  const { t } = useTranslation('merchandising');
  const language = useLanguage();
  const { data } = useQuery({
    ...productsByPromotionPolicyQuery(language, offerId ?? 0, offersListing),
    enabled: offerId !== null,
  });
  const products = (data?.items ?? []).slice(0, RAIL_SIZE);
  if (products.length === 0) return null;
  return (
    <RailSection
      id="home-offers"
      title={t('offers_title')}
      more={
        <LocalizedLink to="/offers-page" className="shrink-0 font-medium text-brand-700 hover:underline">
          {t('offers_all')}
        </LocalizedLink>
      }
    >
      <ProductRail products={products} label={t('offers_title')} />
    </RailSection>
  );
}

function BlogTeasers() {
  const { t } = useTranslation('merchandising');
  const language = useLanguage();
  const entries = (useQuery(articlesQuery(language, { kind: 'front' })).data?.items ?? []).slice(0, TEASERS);
  if (entries.length === 0) return null;
  return (
    <RailSection
      id="home-blog"
      title={t('blog_title')}
      more={
        <LocalizedLink to="/blogs" className="shrink-0 font-medium text-brand-700 hover:underline">
          {t('blog_all')}
        </LocalizedLink>
      }
    >
      <ul className="grid gap-4 md:grid-cols-3">
        {entries.map((entry) => (
          <li key={entry.id}>
            <ArticleCard entry={entry} heading="h3" />
          </li>
        ))}
      </ul>
    </RailSection>
  );
}

function VideoTeasers() {
  const { t } = useTranslation('merchandising');
  const language = useLanguage();
  const videos = (useQuery(videosQuery(language, { kind: 'front' })).data?.items ?? []).slice(0, TEASERS);
  if (videos.length === 0) return null;
  return (
    <RailSection
      id="home-videos"
      title={t('videos_title')}
      more={
        <LocalizedLink to="/tutorials" className="shrink-0 font-medium text-brand-700 hover:underline">
          {t('videos_all')}
        </LocalizedLink>
      }
    >
      <ul className="grid gap-4 md:grid-cols-3">
        {videos.map((video) => (
          <li key={video.id}>
            <VideoCard video={video} heading="h3" />
          </li>
        ))}
      </ul>
    </RailSection>
  );
}

function Home({ offerId }: { offerId: number | null }) {
  const { t } = useTranslation();
  const { t: tm } = useTranslation('merchandising');
  const language = useLanguage();
  const hero = useQuery(bannersQuery(language, HOME_HERO_BANNER_GROUP)).data?.items ?? [];
  const lists = useQuery(curatedListsQuery(language)).data?.items ?? [];
  return (
    <>
      <h1 className="sr-only">{t('home.title')}</h1>
      <div className="container-page pt-4">
        <BannerCarousel banners={hero} label={tm('hero_label')} />
      </div>
      <CuratedRails lists={lists} />
      <BestSellers />
      <Offers offerId={offerId} />
      <PersonalisedProducts />
      <BlogTeasers />
      <VideoTeasers />
    </>
  );
}

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <Home offerId={loaderData.offerId} />
    </HydrationBoundary>
  );
}
