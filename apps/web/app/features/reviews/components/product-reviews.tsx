import {
  localeOf,
  type Product,
  RETURN_URL_PARAM,
  type Review,
  type ReviewList,
  SHOP_TIME_ZONE,
  stripLanguage,
} from '@shop/contract';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { Stars } from '~/features/catalog';
import { useLanguage, useLocalizedPath } from '~/lib/language';
import { useIsAuthenticated } from '~/lib/session';
import { useHydrated } from '~/lib/use-hydrated';
import { useTranslation } from '~/lib/use-translation';

// The form checks itself with the contract's schema, which brings Zod: it loads only for a
// signed-in customer, so the product page stays as light for every other shopper (decision 012).
const ReviewForm = lazy(() => import('./review-form').then((module) => ({ default: module.ReviewForm })));

function VerifiedBuyer() {
  const { t } = useTranslation('reviews');
  return (
    <span className="inline-flex items-center gap-1 text-brand-800" title={t('verified_buyer_hint')}>
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 fill-current">
        <path d="M10 1.5l2.2 1.6 2.7-.1.9 2.6 2.2 1.6-.8 2.6.8 2.6-2.2 1.6-.9 2.6-2.7-.1L10 18.5l-2.2-1.6-2.7.1-.9-2.6L2 12.8l.8-2.6L2 7.6l2.2-1.6.9-2.6 2.7.1L10 1.5zm-1 11.1l5-5-1.1-1.1L9 10.4 7.1 8.5 6 9.6l3 3z" />
      </svg>
      {t('verified_buyer')}
    </span>
  );
}

function ReviewItem({ review }: { review: Review }) {
  const { t } = useTranslation('reviews');
  const language = useLanguage();
  return (
    <li className="border-b border-line pb-3" data-testid="review">
      <p className="flex items-center gap-2">
        <Stars rating={review.rt} />
        <strong lang={review.lng}>{review.tl}</strong>
      </p>
      <p className="text-sm text-muted">
        {review.nm} ·{' '}
        {new Date(review.dt).toLocaleDateString(localeOf(language), { timeZone: SHOP_TIME_ZONE })}
        {/* Reviews are shown as written; a page in another language says so. */}
        {review.lng !== language && <> · {t(`written_in_${review.lng}`)}</>}
        {review.vb && (
          <>
            {' · '}
            <VerifiedBuyer />
          </>
        )}
      </p>
      {review.txt && (
        <p className="mt-1 whitespace-pre-line" lang={review.lng}>
          {review.txt}
        </p>
      )}
    </li>
  );
}

/** Guests are asked to sign in and come back to this page; customers get the form. */
function WriteReview({ product }: { product: Product }) {
  const { t } = useTranslation('reviews');
  const hydrated = useHydrated();
  const signedIn = useIsAuthenticated();
  const localize = useLocalizedPath();
  const { pathname, search } = useLocation();
  // The session is in the browser: until the page runs, nothing is known of it.
  if (!hydrated) return null;
  if (!signedIn) {
    const back = new URLSearchParams({ [RETURN_URL_PARAM]: `${stripLanguage(pathname)}${search}` });
    return (
      <p className="mt-6 rounded-lg border border-line p-4 text-sm">
        {t('form.sign_in_text')}{' '}
        <Link to={`${localize('/login')}?${back}`} className="font-semibold text-brand-700 underline">
          {t('form.sign_in')}
        </Link>
      </p>
    );
  }
  return (
    <Suspense fallback={<div className="mt-6 min-h-40" aria-busy="true" />}>
      <ReviewForm product={product} />
    </Suspense>
  );
}

/** The product's approved reviews with their rating, then the form to write one. */
export function ProductReviews({ product, reviews: data }: { product: Product; reviews: ReviewList }) {
  const { t } = useTranslation('reviews');
  return (
    <section className="mt-10" aria-labelledby="reviews-title" id="reviews">
      <h2 id="reviews-title" className="mb-2 text-xl font-semibold">
        {t('title')}
      </h2>
      {data.total > 0 ? (
        <>
          <p className="mb-4 flex items-center gap-2" data-testid="rating-aggregate">
            <Stars rating={data.aggregates.rating} />
            <span>{t('aggregate', { rating: data.aggregates.rating.toFixed(1), count: data.total })}</span>
          </p>
          <ul className="space-y-4">
            {data.items.map((review) => (
              <ReviewItem key={review.id} review={review} />
            ))}
          </ul>
        </>
      ) : (
        <p className="text-muted">{t('none')}</p>
      )}
      <WriteReview product={product} />
    </section>
  );
}
