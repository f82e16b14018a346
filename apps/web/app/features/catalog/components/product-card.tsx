import {
  Availability,
  HOVER_PREFETCH_DELAY_MS,
  leadPrice,
  type Product,
  productPictureSrcSet,
} from '@shop/contract';
import { useEffect, useRef, useState } from 'react';
import { preload } from 'react-dom';
import { useFetcher } from 'react-router';
import { LocalizedLink } from '~/components/localized-link';
import { useLocalizedPath } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import { Price } from './price';
import { useProductCardAction } from './product-card-action';
import { Stars } from './stars';

/** A card's width in a listing: two a row on a phone, three from 640 px, four beside the filters from 1024 px. */
const CARD_SIZES = '(min-width: 1024px) 20vw, (min-width: 640px) 33vw, 50vw';

/**
 * Asks the router for a product page's data: its loader's cache then serves the click
 * (lib/route-data-cache.ts). Mounted only in a card the pointer rested on, so the other cards
 * do not follow the router's state; they share one fetcher, so a change revalidates at most one.
 */
function RouterPrefetch({ href, round }: { href: string; round: number }) {
  const { load } = useFetcher({ key: 'product-hover-prefetch' });
  useEffect(() => {
    if (round > 0) void load(href);
  }, [load, href, round]);
  return null;
}

/** Prefetches the product page's data when the pointer rests on its link for 700 ms (spec 000 §2). */
function useHoverPrefetch() {
  const [round, setRound] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return {
    round,
    handlers: {
      onMouseEnter: () => {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setRound((n) => n + 1), HOVER_PREFETCH_DELAY_MS);
      },
      onMouseLeave: () => clearTimeout(timer.current),
    },
  };
}

/** The one product card of every listing, carousel and search result. */
export function ProductCard({ product, eager = false }: { product: Product; eager?: boolean }) {
  const { t } = useTranslation('catalog');
  const prefetch = useHoverPrefetch();
  const productPath = `/products/${product.eurl}`;
  const localize = useLocalizedPath();
  const image = product.images[0];
  const Action = useProductCardAction();
  const lead = leadPrice(product);
  // The first cards of a listing are above the fold, the largest paint among them: their pictures
  // are asked for from the head, before the page's scripts.
  const srcSet = image ? productPictureSrcSet(image) : undefined;
  if (eager && image) {
    preload(image, {
      as: 'image',
      fetchPriority: 'high',
      imageSrcSet: srcSet,
      imageSizes: srcSet && CARD_SIZES,
    });
  }
  return (
    <article
      className="relative flex h-full flex-col rounded-lg border border-line bg-white p-3"
      data-testid="product-card"
    >
      {/* The picture keeps the card's shape by itself: a box around it would be one more element in
          each of a page's many cards. */}
      {image ? (
        <img
          src={image}
          srcSet={srcSet}
          sizes={srcSet && CARD_SIZES}
          alt=""
          width={300}
          height={310}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          className="aspect-[600/620] w-full shrink-0 object-contain"
        />
      ) : (
        <div className="aspect-[600/620]" />
      )}
      {lead.discount > 0 && (
        // At the picture's top left: the card's padding and a little more.
        <span className="absolute top-4 left-4 rounded bg-sale px-1.5 py-0.5 text-xs font-bold text-white">
          {t('discount', { percent: lead.discount })}
        </span>
      )}
      {product.mfnm && (
        <p className="mt-2 text-xs font-semibold tracking-wide text-brand-700 uppercase">{product.mfnm}</p>
      )}
      <h3 className="mt-1 line-clamp-3 text-sm font-medium">
        <LocalizedLink
          to={productPath}
          className="after:absolute after:inset-0 hover:text-brand-700"
          {...prefetch.handlers}
        >
          {product.nm}
        </LocalizedLink>
        {prefetch.round > 0 && <RouterPrefetch href={localize(productPath)} round={prefetch.round} />}
      </h3>
      {product.aggregates.reviews > 0 && (
        <p className="mt-1 flex items-center gap-1 text-sm" data-testid="card-rating">
          <Stars rating={product.aggregates.rating} />
          <span className="text-xs text-muted">
            {t('reviews.count', { count: product.aggregates.reviews })}
          </span>
        </p>
      )}
      <Price
        current={lead.current}
        before={lead.before}
        from={lead.from}
        pack={product}
        className="mt-auto pt-2"
      />
      {product.avl !== Availability.Available && (
        <p className="text-xs text-muted" data-testid="card-availability">
          {t(`availability.${product.avl}`, { defaultValue: '' })}
        </p>
      )}
      {Action && (
        // Above the card's stretched link, so the click reaches the button.
        <div className="relative z-10 mt-2">
          <Action product={product} />
        </div>
      )}
    </article>
  );
}
