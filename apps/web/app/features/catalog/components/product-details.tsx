import {
  Availability,
  isBackOrder,
  leadPrice,
  type Product,
  type ProductDimension,
  productPictureSrcSet,
  productThumbnailOf,
  shownAvailability,
  visiblePromotions,
} from '@shop/contract';
import { type ReactNode, useState } from 'react';
import { preload } from 'react-dom';
import { LocalizedLink } from '~/components/localized-link';
import { useTranslation } from '~/lib/use-translation';
import { Price } from './price';

/** The picture's width: the page's on a phone, half of it from a tablet up. */
const PICTURE_SIZES = '(min-width: 768px) 50vw, 100vw';

/**
 * The detailed availability (decision 010): in stock, limited, delivery in days, pre-order …; a
 * chosen size that is sold out is exhausted whatever the product's own availability says.
 */
function AvailabilityText({ product, dimension }: { product: Product; dimension?: ProductDimension }) {
  const { t } = useTranslation('catalog');
  const shown = shownAvailability(product, dimension);
  const known = t(`availability.${shown}`, { defaultValue: '' });
  const orderable = product.ast === Availability.Available && shown !== Availability.Exhausted;
  return (
    <p
      className={orderable ? 'font-medium text-brand-700' : 'font-medium text-muted'}
      data-testid="availability"
    >
      {known || t('availability.unknown')}
      {orderable && isBackOrder(shown) && (
        <span className="block text-sm font-normal">{t('back_order_note')}</span>
      )}
    </p>
  );
}

/**
 * `buyBox` (size choice, quantity, add to cart) comes from the cart feature and sits under the price;
 * once a size is chosen, the price and availability shown are that size's.
 */
export function ProductDetails({
  product,
  dimension,
  buyBox,
  tierCode = null,
}: {
  product: Product;
  dimension?: ProductDimension;
  buyBox?: ReactNode;
  /** The signed-in customer's loyalty tier (the route asks loyalty); null hides tier-limited badges, as for guests. */
  tierCode?: string | null;
}) {
  const { t } = useTranslation('catalog');
  const promotions = visiblePromotions(product, tierCode);
  const [selectedImage, setSelectedImage] = useState(0);
  // The chosen size's own price, Omnibus reference and discount (the cart charges the size's);
  // before a choice, the cheapest size in stock, "from".
  const shown = dimension
    ? { current: dimension.cprc, before: dimension.cprcbd, discount: dimension.dsc, from: false }
    : leadPrice(product);
  const image = product.images[selectedImage] ?? product.images[0];
  // The first picture is the page's largest paint: React writes its preload into the head, so the
  // browser asks for it before the page's scripts.
  const first = product.images[0];
  if (first) {
    const srcSet = productPictureSrcSet(first);
    preload(first, {
      as: 'image',
      fetchPriority: 'high',
      imageSrcSet: srcSet,
      imageSizes: srcSet && PICTURE_SIZES,
    });
  }
  return (
    <article className="container-page py-6">
      <nav aria-label={t('breadcrumb')} className="mb-4 text-sm text-muted">
        <ol className="flex flex-wrap gap-1">
          <li>
            <LocalizedLink to="/" className="hover:text-brand-700">
              {t('home')}
            </LocalizedLink>
          </li>
          {product.breadcrumbs.map((crumb) => (
            <li key={crumb.id} className="before:mr-1 before:content-['/']">
              <LocalizedLink to={`/categories/${crumb.eurl}`} className="hover:text-brand-700">
                {crumb.nm}
              </LocalizedLink>
            </li>
          ))}
        </ol>
      </nav>
      <div className="grid gap-8 md:grid-cols-2">
        <div>
          <div className="relative aspect-[600/620] overflow-hidden rounded-lg border border-line bg-white">
            {image && (
              <img
                src={image}
                srcSet={productPictureSrcSet(image)}
                sizes={productPictureSrcSet(image) && PICTURE_SIZES}
                alt={t('image_of', { index: selectedImage + 1, name: product.nm })}
                width={600}
                height={620}
                className="h-full w-full object-contain"
                fetchPriority="high"
              />
            )}
            {shown.discount > 0 && (
              <span
                className="absolute top-3 left-3 rounded bg-sale px-2 py-1 text-sm font-bold text-white"
                data-testid="discount-badge"
              >
                {t('discount', { percent: shown.discount })}
              </span>
            )}
          </div>
          {product.images.length > 1 && (
            <ul className="mt-3 flex gap-2">
              {product.images.map((url, index) => (
                <li key={url}>
                  <button
                    type="button"
                    onClick={() => setSelectedImage(index)}
                    aria-pressed={index === selectedImage}
                    className="h-20 w-20 overflow-hidden rounded border border-line aria-pressed:border-brand-600"
                  >
                    <img
                      src={productThumbnailOf(url)}
                      alt={t('image_of', { index: index + 1, name: product.nm })}
                      width={80}
                      height={83}
                      loading="lazy"
                    />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="space-y-4">
          {product.mfnm && (
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{product.mfnm}</p>
          )}
          <h1 className="text-2xl font-semibold md:text-3xl">{product.nm}</h1>
          {product.stslst.some((status) => status.s_as_tag) && (
            <ul className="flex flex-wrap gap-2">
              {product.stslst
                .filter((status) => status.s_as_tag)
                .map((status) => (
                  <li
                    key={status.id}
                    className="rounded-full px-2.5 py-0.5 text-xs font-semibold text-white"
                    style={{ backgroundColor: status.chex ?? '#0f766e' }}
                  >
                    {status.snm}
                  </li>
                ))}
            </ul>
          )}
          {promotions.length > 0 && (
            <ul className="flex flex-wrap gap-2" data-testid="promotion-badges">
              {promotions.map((policy) => (
                <li key={policy.id} className="rounded bg-sale px-2 py-0.5 text-sm font-bold text-white">
                  <span title={policy.prom_policy_desc ?? undefined}>
                    {policy.prom_policy_badge ?? policy.prom_policy_nm}
                  </span>
                  <span className="sr-only">{policy.prom_policy_nm}</span>
                </li>
              ))}
            </ul>
          )}
          <Price current={shown.current} before={shown.before} from={shown.from} size="lg" pack={product} />
          <AvailabilityText product={product} dimension={dimension} />
          {buyBox}
          {product.dsm && (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: descriptions are sanitised by the API before they are stored.
            <div className="prose-product text-muted" dangerouslySetInnerHTML={{ __html: product.dsm }} />
          )}
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm text-muted">
            <dt>{t('code')}</dt>
            <dd>{product.cd}</dd>
            {product.bc && (
              <>
                <dt>{t('barcode')}</dt>
                <dd>{product.bc}</dd>
              </>
            )}
          </dl>
        </div>
      </div>
    </article>
  );
}
