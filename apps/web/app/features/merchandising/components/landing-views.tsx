import type { LandingCollection, LandingCollectionSummary } from '@shop/contract';
import { LocalizedLink } from '~/components/localized-link';
import { ProductCard } from '~/features/catalog';
import { RICH_TEXT } from '~/features/content';
import { useTranslation } from '~/lib/use-translation';
import { BannerCarousel } from './banner-carousel';

/** A landing collection: its banners, title, intro (sanitised by the API) and products. */
export function LandingCollectionView({ collection }: { collection: LandingCollection }) {
  const { t } = useTranslation('merchandising');
  return (
    <article className="space-y-6 py-6">
      {collection.banners.length > 0 && (
        <div className="container-page">
          <BannerCarousel banners={collection.banners} label={t('landing_banners')} />
        </div>
      )}
      <header className="container-page space-y-3">
        <h1 className="text-2xl font-semibold md:text-3xl">{collection.tl}</h1>
        <div
          className={`${RICH_TEXT} max-w-3xl`}
          data-testid="landing-intro"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the API rendered and sanitised the intro with the content domain's allow-list when it was stored.
          dangerouslySetInnerHTML={{ __html: collection.intro }}
        />
      </header>
      <section className="container-page" aria-labelledby="landing-products">
        <h2 id="landing-products" className="mb-4 text-xl font-semibold">
          {t('landing_products')}
        </h2>
        {collection.products.length === 0 ? (
          <p className="text-muted">{t('landing_no_products')}</p>
        ) : (
          <ul
            className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5"
            data-testid="landing-products"
          >
            {collection.products.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}

/** Every collection shown now, each as a card leading to its page. */
export function LandingCollectionsList({ collections }: { collections: LandingCollectionSummary[] }) {
  const { t } = useTranslation('merchandising');
  return (
    <div className="container-page space-y-4 py-8">
      <h1 className="text-2xl font-semibold">{t('landing_title')}</h1>
      <p className="text-muted">{t('landing_intro')}</p>
      {collections.length === 0 ? (
        <p>{t('landing_empty')}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="landing-collections">
          {collections.map((collection) => (
            <li key={collection.id}>
              <article className="relative flex h-full flex-col overflow-hidden rounded-lg border border-line bg-white">
                {collection.img1 && (
                  <img
                    src={collection.img1}
                    alt=""
                    width={1600}
                    height={560}
                    loading="lazy"
                    className="aspect-[1600/560] w-full object-cover"
                  />
                )}
                <div className="flex flex-1 flex-col gap-2 p-4">
                  <h2 className="text-lg font-semibold">
                    <LocalizedLink
                      to={`/landing_page/${collection.slug}`}
                      className="after:absolute after:inset-0 hover:text-brand-700"
                    >
                      {collection.tl}
                    </LocalizedLink>
                  </h2>
                  <p className="text-sm text-muted">{collection.dsm}</p>
                  <span aria-hidden="true" className="mt-auto pt-2 text-sm font-medium text-brand-700">
                    {t('landing_see')}
                  </span>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
