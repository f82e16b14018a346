import { formatEuros, type Product, unitPriceOf } from '@shop/contract';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';

/**
 * Current price; when a reduction is announced, the price it is reduced from struck through and,
 * in words, that this is the lowest price of the last 30 days (EU Omnibus, Directive 2019/2161,
 * art. 6a): readable on a phone and by a screen reader, not only on hover. With the pack's net
 * quantity, the price per litre, kilogram or piece beside it (Directive 98/6/EC).
 */
export function Price({
  current,
  before,
  size = 'md',
  pack,
  from = false,
  className = '',
}: {
  current: number;
  before: number;
  size?: 'md' | 'lg';
  pack?: Pick<Product, 'nqty' | 'nunit'>;
  /** The lowest of prices that differ (a product's sizes): said as "from". */
  from?: boolean;
  /** Where it sits in its container (a card's price stays at the card's foot). */
  className?: string;
}) {
  const { t } = useTranslation('catalog');
  const language = useLanguage();
  const reduced = before > current;
  const unitPrice = pack ? unitPriceOf(current, pack.nqty, pack.nunit) : null;
  return (
    <p className={`flex flex-wrap items-baseline gap-2 ${className}`}>
      <span className="sr-only">{t('price')}</span>
      {from && (
        <span className="text-sm text-muted" data-testid="price-from">
          {t('price_from')}
        </span>
      )}
      <span
        className={`font-bold ${size === 'lg' ? 'text-3xl' : 'text-lg'} ${reduced ? 'text-sale' : 'text-ink'}`}
        data-testid="price"
      >
        {formatEuros(current, language)}
      </span>
      {reduced && (
        <>
          <del className="text-muted" aria-hidden="true">
            {formatEuros(before, language)}
          </del>
          <span className="basis-full text-xs text-muted" data-testid="lowest-price">
            {t('lowest_price', { amount: formatEuros(before, language) })}
          </span>
        </>
      )}
      {unitPrice && (
        <span className="basis-full text-xs text-muted" data-testid="unit-price">
          {t(`unit_price.${unitPrice.per}`, { amount: formatEuros(unitPrice.amount, language) })}
        </span>
      )}
    </p>
  );
}
