import {
  BEST_SELLERS_DEFAULT_DAYS,
  HOME_HERO_BANNER_GROUP,
  type Language,
  type Offer,
  type Product,
} from '@shop/contract';
import { LocalizedLink } from '~/components/localized-link';
import {
  getBestSellers,
  getProductsByIds,
  getProductsByPromotionPolicy,
  listingState,
  loadPublicPage,
  pageUrls,
  seoPageMeta,
} from '~/features/catalog';
import { ArticleCard, contentCardTranslations, getArticles, getVideos, VideoCard } from '~/features/content';
import {
  BannerCarousel,
  CuratedRails,
  categoryLists,
  getBanners,
  getCuratedLists,
  merchandisingTranslations,
  PersonalisedProducts,
  ProductRail,
  RailSection,
  railIds,
} from '~/features/merchandising';
import { getOffers } from '~/features/promotions';
import { loadRouteNamespaces } from '~/lib/i18n';
import { useLanguage } from '~/lib/language';
import { translate } from '~/lib/meta';
import { cachedServerLoader, revalidateAfterChanges } from '~/lib/route-data-cache';
import { useBrowserData } from '~/lib/use-browser-data';
import { useTranslation } from '~/lib/use-translation';
import type { Route } from './+types/home';

const namespaces = [merchandisingTranslations, contentCardTranslations];
export const handle = { namespaces };
export const clientMiddleware = [loadRouteNamespaces(namespaces)];

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

/** A section's data, or null when its call failed: the page shows without it. */
const orNull = <T,>(request: Promise<T>): Promise<T | null> => request.catch(() => null);

/**
 * Everything the home page shows is rendered on the server (the personalised picks excepted: they
 * depend on the session); a failed call leaves its section to the browser, which asks again,
 * rather than failing the page.
 */
export async function loader({ request }: Route.LoaderArgs) {
  return loadPublicPage(request, async ({ url, language, paths, signal }) => {
    const [lists, offers, hero, bestSellers, articles, videos] = await Promise.all([
      orNull(getCuratedLists(language, signal)),
      getOffers(language, signal).catch(() => [] as Offer[]),
      orNull(getBanners(language, HOME_HERO_BANNER_GROUP, signal)),
      orNull(getBestSellers(language, BEST_SELLERS_DEFAULT_DAYS, signal)),
      orNull(getArticles(language, { kind: 'front' }, 1, signal)),
      orNull(getVideos(language, { kind: 'front' }, 1, undefined, signal)),
    ]);
    const firstList = categoryLists(lists?.items ?? [])[0];
    const [offerProducts, firstProducts] = await Promise.all([
      firstOfferProducts(language, featuredOffers(offers), signal),
      firstList ? orNull(getProductsByIds(language, railIds(firstList), signal)) : null,
    ]);
    return {
      seo: {
        title: translate(language, 'shop_tagline'),
        description: translate(language, 'meta_description'),
        ...pageUrls(url, paths, language, []),
        jsonLd: [],
      },
      hero: hero?.items ?? null,
      lists: lists?.items ?? null,
      firstProducts: firstProducts?.items ?? null,
      bestSellers: bestSellers?.items.slice(0, RAIL_SIZE) ?? null,
      offerProducts,
      articles: articles?.items.slice(0, TEASERS) ?? null,
      videos: videos?.items.slice(0, TEASERS) ?? null,
    };
  });
}

export const clientLoader = (args: Route.ClientLoaderArgs) => cachedServerLoader(args);
clientLoader.hydrate = true as const;
export const shouldRevalidate = revalidateAfterChanges;

/** The products of the first of the offers that has some on sale (a rail's worth), or none. */
async function firstOfferProducts(
  language: Language,
  offers: Offer[],
  signal: AbortSignal,
): Promise<Product[]> {
  for (const offer of offers.slice(0, 3)) {
    const listing = await orNull(getProductsByPromotionPolicy(language, offer.id, offersListing, signal));
    if (listing && listing.items.length > 0) return listing.items.slice(0, RAIL_SIZE);
  }
  return [];
}

export const meta = (args: Route.MetaArgs) => seoPageMeta(args);

/** What the loader read for a section, or, where its call failed, what the browser asks for again. */
function useSection<T>(loaded: T | null, key: readonly unknown[], load: (signal: AbortSignal) => Promise<T>) {
  const asked = useBrowserData(loaded === null ? key : null, load);
  return loaded ?? asked.data ?? null;
}

function BestSellers({ loaded }: { loaded: Product[] | null }) {
  const { t } = useTranslation('merchandising');
  const language = useLanguage();
  const found = useSection(loaded, ['products', 'best-sellers', language], (signal) =>
    getBestSellers(language, BEST_SELLERS_DEFAULT_DAYS, signal).then((answer) => answer.items),
  );
  const products = (found ?? []).slice(0, RAIL_SIZE);
  if (products.length === 0) return null;
  return (
    <RailSection id="home-best-sellers" title={t('best_sellers')}>
      <ProductRail products={products} label={t('best_sellers')} />
    </RailSection>
  );
}

function Offers({ products }: { products: Product[] }) {
  const { t } = useTranslation('merchandising');
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

function BlogTeasers({ loaded }: { loaded: Route.ComponentProps['loaderData']['articles'] }) {
  const { t } = useTranslation('merchandising');
  const language = useLanguage();
  const found = useSection(loaded, ['content', 'articles', language, 'front'], (signal) =>
    getArticles(language, { kind: 'front' }, 1, signal).then((answer) => answer.items),
  );
  const entries = (found ?? []).slice(0, TEASERS);
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

function VideoTeasers({ loaded }: { loaded: Route.ComponentProps['loaderData']['videos'] }) {
  const { t } = useTranslation('merchandising');
  const language = useLanguage();
  const found = useSection(loaded, ['content', 'videos', language, 'front'], (signal) =>
    getVideos(language, { kind: 'front' }, 1, undefined, signal).then((answer) => answer.items),
  );
  const videos = (found ?? []).slice(0, TEASERS);
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

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { t: tm } = useTranslation('merchandising');
  const language = useLanguage();
  const hero = useSection(
    loaderData.hero,
    ['merchandising', 'banners', language, HOME_HERO_BANNER_GROUP],
    (signal) => getBanners(language, HOME_HERO_BANNER_GROUP, signal).then((answer) => answer.items),
  );
  const lists = useSection(loaderData.lists, ['merchandising', 'curated-lists', language], (signal) =>
    getCuratedLists(language, signal).then((answer) => answer.items),
  );
  return (
    <>
      <h1 className="sr-only">{t('home.title')}</h1>
      <div className="container-page pt-4">
        <BannerCarousel banners={hero ?? []} label={tm('hero_label')} />
      </div>
      <CuratedRails lists={lists ?? []} firstProducts={loaderData.firstProducts} />
      <BestSellers loaded={loaderData.bestSellers} />
      <Offers products={loaderData.offerProducts} />
      <PersonalisedProducts />
      <BlogTeasers loaded={loaderData.articles} />
      <VideoTeasers loaded={loaderData.videos} />
    </>
  );
}
