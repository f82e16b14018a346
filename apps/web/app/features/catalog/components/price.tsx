import { formatEuros } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '~/lib/language';

/** Current price, and the before-discount price struck through when the product is reduced. */
export function Price({
  current,
  before,
  size = 'md',
}: {
  current: number;
  before: number;
  size?: 'md' | 'lg';
}) {
  const { t } = useTranslation('catalog');
  const language = useLanguage();
  const reduced = before > current;
  return (
    <p className="flex flex-wrap items-baseline gap-2">
      <span className="sr-only">{t('price')}</span>
      <span
        className={`font-bold ${size === 'lg' ? 'text-3xl' : 'text-lg'} ${reduced ? 'text-sale' : 'text-ink'}`}
        data-testid="price"
      >
        {formatEuros(current, language)}
      </span>
      {reduced && (
        <>
          <span className="sr-only">{t('list_price')}</span>
          <del className="text-muted" title={t('lowest_price_note')}>
            {formatEuros(before, language)}
          </del>
        </>
      )}
    </p>
  );
}
