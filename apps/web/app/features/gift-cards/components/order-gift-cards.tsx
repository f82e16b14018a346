import { formatEuros } from '@shop/contract';
import { LocalizedLink } from '~/components/localized-link';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import { useBoughtGiftCards } from '../api/get-bought-gift-cards';
import { giftCardState } from '../gift-card-state';

/** The gift cards an order of the customer issued, on that order's page; nothing before they are issued. */
export function OrderGiftCards({ orderCode }: { orderCode: string }) {
  const { t } = useTranslation('gift-cards');
  const language = useLanguage();
  const cards = useBoughtGiftCards(language);
  const issued = (cards.data?.items ?? []).filter((card) => card.ocd === orderCode);
  if (issued.length === 0) return null;
  return (
    <section aria-labelledby="order-gift-cards" className="rounded-lg border border-line p-5">
      <h2 id="order-gift-cards" className="text-lg font-semibold">
        {t('title')}
      </h2>
      <ul className="mt-3 divide-y divide-line" data-testid="order-gift-cards">
        {issued.map((card) => (
          <li key={card.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="font-mono font-semibold tracking-wider">{card.cd}</span>
            <span className="text-sm">
              {t('order_card', {
                amount: formatEuros(card.amt, language),
                balance: formatEuros(card.bal, language),
              })}
              {' · '}
              {t(`state.${giftCardState(card)}`)}
            </span>
          </li>
        ))}
      </ul>
      <LocalizedLink to="/profile/gift-cards" className="mt-2 inline-block text-sm text-brand-700 underline">
        {t('all')}
      </LocalizedLink>
    </section>
  );
}
