import { type BoughtGiftCard, formatEuros, type Language } from '@shop/contract';
import { LocalizedLink } from '~/components/localized-link';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import { useBoughtGiftCards } from '../api/get-bought-gift-cards';
import { formatGiftCardDate, type GiftCardState, giftCardState } from '../gift-card-state';

const STATE_STYLE: Record<GiftCardState, string> = {
  active: 'bg-brand-50 text-brand-800',
  spent: 'bg-line text-ink',
  expired: 'bg-line text-ink',
  withdrawn: 'bg-red-50 text-sale',
};

/** profile/gift-cards: the cards the customer bought, with code, balance, recipient and history. */
export function GiftCardsPage() {
  const { t } = useTranslation('gift-cards');
  const language = useLanguage();
  const cards = useBoughtGiftCards(language);
  const items = cards.data?.items ?? [];
  return (
    <section className="container-page py-10">
      <LocalizedLink to="/profile" className="text-sm text-brand-700 underline">
        {t('back')}
      </LocalizedLink>
      <h1 className="mt-2 text-2xl font-semibold">{t('title')}</h1>
      <p className="mt-2 max-w-prose text-muted">{t('intro')}</p>
      {!cards.data && cards.error === undefined && (
        <p className="mt-6" aria-busy="true">
          {t('loading')}
        </p>
      )}
      {cards.error !== undefined && <p className="mt-6 text-sale">{t('failed')}</p>}
      {cards.data && items.length === 0 && (
        <p className="mt-6 text-muted">
          {t('empty')}{' '}
          <LocalizedLink to="/categories/gift-cards" className="text-brand-700 underline">
            {t('shop')}
          </LocalizedLink>
        </p>
      )}
      {items.length > 0 && (
        <ul className="mt-6 grid gap-6 lg:grid-cols-2">
          {items.map((card) => (
            <li key={card.id}>
              <GiftCardItem card={card} language={language} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function GiftCardItem({ card, language }: { card: BoughtGiftCard; language: Language }) {
  const { t } = useTranslation('gift-cards');
  const state = giftCardState(card);
  const money = (euros: number) => formatEuros(euros, language);
  const headingId = `gift-card-${card.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-lg border border-line p-5"
      data-testid="gift-card"
      data-code={card.cd}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold">
          {t('card_title', { amount: money(card.amt) })}
        </h2>
        <span className={`rounded-full px-3 py-1 text-sm font-medium ${STATE_STYLE[state]}`}>
          {t(`state.${state}`)}
        </span>
      </div>
      <p className="mt-3 text-sm text-muted">{t('code')}</p>
      <p className="font-mono text-lg font-semibold tracking-wider break-all" data-testid="gift-card-code">
        {card.cd}
      </p>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">{t('balance')}</dt>
        <dd className="font-semibold" data-testid="gift-card-balance">
          {money(card.bal)}
        </dd>
        {(card.rnm || card.reml) && (
          <>
            <dt className="text-muted">{t('recipient')}</dt>
            <dd className="min-w-0 [overflow-wrap:anywhere]">
              {[card.rnm, card.reml && `<${card.reml}>`].filter(Boolean).join(' ')}
            </dd>
          </>
        )}
        {card.exp && (
          <>
            <dt className="text-muted">{t('expires')}</dt>
            <dd>{formatGiftCardDate(card.exp, language)}</dd>
          </>
        )}
        <dt className="text-muted">{t('order')}</dt>
        <dd>
          {card.ocd} · {formatGiftCardDate(card.dt, language)}
        </dd>
      </dl>
      {card.msg && (
        <figure className="mt-4">
          <figcaption className="text-sm text-muted">{t('message', { name: card.snm })}</figcaption>
          <blockquote className="mt-1 border-l-4 border-brand-600 pl-3 whitespace-pre-line">
            {card.msg}
          </blockquote>
        </figure>
      )}
      <table className="mt-4 w-full text-left text-sm">
        <caption className="text-left font-medium">{t('history.title')}</caption>
        <thead>
          <tr className="border-b border-line text-muted">
            <th scope="col" className="py-1 pr-2 font-normal">
              {t('history.date')}
            </th>
            <th scope="col" className="py-1 pr-2 font-normal">
              {t('history.what')}
            </th>
            <th scope="col" className="py-1 text-right font-normal">
              {t('history.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {card.hist.map((movement) => (
            // One movement of a kind per order and moment: an order takes from a card once.
            <tr
              key={`${movement.kind}-${movement.ocd}-${movement.dt}`}
              className="border-b border-line last:border-0"
            >
              <td className="py-1 pr-2 whitespace-nowrap">{formatGiftCardDate(movement.dt, language)}</td>
              <td className="py-1 pr-2">
                {t(`history.${movement.kind}`)}
                {movement.ocd && movement.kind !== 'issued' && (
                  <span className="block text-muted">{t('history.order', { code: movement.ocd })}</span>
                )}
              </td>
              <td className="py-1 text-right whitespace-nowrap">
                {movement.kind === 'withdrawn' ? '' : money(movement.amt)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  );
}
