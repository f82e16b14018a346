import { localeOf } from '@shop/contract';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';

/** A rating out of five as stars, read out as "4,5 από 5 αστέρια" in the page's number format. */
export function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation('catalog');
  const language = useLanguage();
  const filled = Math.round(rating);
  const spoken = new Intl.NumberFormat(localeOf(language), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(rating);
  return (
    <span className="text-amber-500" role="img" aria-label={t('reviews.stars', { rating: spoken })}>
      {'★'.repeat(filled)}
      {filled < 5 && <span className="text-line">{'★'.repeat(5 - filled)}</span>}
    </span>
  );
}
