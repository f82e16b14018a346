import type {
  AdminGiftCard,
  AdminGiftCardQuery,
  adminGiftCardDetailSchema,
  adminGiftCardListSchema,
} from '@shop/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod/mini';
import {
  adminPath,
  DataTable,
  FlagSelect,
  formatAdminDate,
  formatAdminMoney,
  Header,
  ListSearch,
  PageHeading,
  Pager,
  RefusedFilters,
  SortHeader,
  SortInputs,
} from '~/features/admin-frame';
import { Panel } from '~/features/admin-orders';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';

/** The order a card was bought or spent with, linked to it. */
function OrderLink({ code }: { code: string | null }) {
  const language = useLanguage();
  if (code === null) return <>—</>;
  return (
    <Link
      to={adminPath(language, `/orders?q=${encodeURIComponent(code)}`)}
      className="text-brand-800 underline"
    >
      {code}
    </Link>
  );
}

function Balance({ card }: { card: AdminGiftCard }) {
  const language = useLanguage();
  return (
    <>
      {formatAdminMoney(card.balance, language)} / {formatAdminMoney(card.initial, language)}
    </>
  );
}

export type GiftCardListFilters = Pick<AdminGiftCardQuery, 'sort' | 'dir'> & { q: string; active: string };

/**
 * Gift cards with their balances, searched by code, order or recipient, filtered by state, sorted
 * and paged on the server.
 */
export function GiftCardList({
  list,
  filters,
  refused,
}: {
  list: z.infer<typeof adminGiftCardListSchema>;
  filters: GiftCardListFilters;
  /** Error codes of filters the contract refused; the list is then unfiltered. */
  refused: string[];
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const sortProps = { sort: filters.sort, dir: filters.dir };
  return (
    <>
      <PageHeading title={t('gift_cards.title')} />
      <ListSearch q={filters.q} label={t('gift_cards.search')}>
        <FlagSelect name="active" label={t('fields.active')} value={filters.active} />
        <SortInputs {...sortProps} />
      </ListSearch>
      <RefusedFilters refused={refused} />
      <DataTable
        caption={t('gift_cards.title')}
        head={
          <>
            <SortHeader column="code" {...sortProps}>
              {t('fields.code')}
            </SortHeader>
            <SortHeader column="balance" {...sortProps} className="text-right">
              {t('gift_cards.balance')}
            </SortHeader>
            <Header>{t('gift_cards.recipient')}</Header>
            <Header>{t('gift_cards.order')}</Header>
            <SortHeader column="created" {...sortProps}>
              {t('gift_cards.created')}
            </SortHeader>
            <SortHeader column="expires" {...sortProps}>
              {t('gift_cards.expires')}
            </SortHeader>
            <Header>{t('fields.active')}</Header>
          </>
        }
      >
        {list.items.map((card) => (
          <tr key={card.id}>
            <td className="px-3 py-2">
              <Link
                to={adminPath(language, `/giftcards/${card.id}`)}
                className="font-mono text-brand-800 underline"
              >
                {card.code}
              </Link>
            </td>
            <td className="px-3 py-2 text-right tabular-nums">
              <Balance card={card} />
            </td>
            <td className="px-3 py-2">{card.recipientName ?? card.recipientEmail ?? '—'}</td>
            <td className="px-3 py-2">
              <OrderLink code={card.orderCode} />
            </td>
            <td className="px-3 py-2">{formatAdminDate(card.createdAt, language, false)}</td>
            <td className="px-3 py-2">
              {card.expiresAt ? formatAdminDate(card.expiresAt, language, false) : '—'}
            </td>
            <td className="px-3 py-2">{card.isActive ? t('yes') : t('no')}</td>
          </tr>
        ))}
      </DataTable>
      <Pager page={list.page} psize={list.psize} total={list.total} />
    </>
  );
}

/** One gift card: who it is for, its balance and every movement of it (read only). */
export function GiftCardDetail({ card }: { card: z.infer<typeof adminGiftCardDetailSchema> }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const rows: [string, ReactNode][] = [
    [t('gift_cards.balance'), <Balance key="balance" card={card} />],
    [t('gift_cards.recipient'), [card.recipientName, card.recipientEmail].filter(Boolean).join(' · ') || '—'],
    [t('gift_cards.sender'), card.senderName ?? '—'],
    [t('gift_cards.message'), card.message ?? '—'],
    [t('gift_cards.order'), <OrderLink key="order" code={card.orderCode} />],
    [t('gift_cards.created'), formatAdminDate(card.createdAt, language)],
    [t('gift_cards.expires'), card.expiresAt ? formatAdminDate(card.expiresAt, language) : '—'],
    [t('fields.active'), card.isActive ? t('yes') : t('no')],
  ];
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={adminPath(language, '/giftcards')} className="underline">
          {t('gift_cards.back')}
        </Link>
      </p>
      <PageHeading title={t('gift_cards.card', { code: card.code })} />
      <div className="grid gap-4 xl:grid-cols-2">
        <Panel id="gift-card" title={t('gift_cards.details')}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-muted">{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </Panel>
        <DataTable
          caption={t('gift_cards.movements')}
          head={
            <>
              <Header>{t('gift_cards.when')}</Header>
              <Header>{t('gift_cards.movement')}</Header>
              <Header className="text-right">{t('gift_cards.amount')}</Header>
              <Header>{t('gift_cards.order')}</Header>
            </>
          }
        >
          {card.movements.map((movement) => (
            <tr key={`${movement.at}-${movement.kind}-${movement.amount}-${movement.orderCode ?? ''}`}>
              <td className="px-3 py-2">{formatAdminDate(movement.at, language)}</td>
              <td className="px-3 py-2">{t(`gift_cards.kinds.${movement.kind}`)}</td>
              <td className="px-3 py-2 text-right tabular-nums">
                {formatAdminMoney(movement.amount, language)}
              </td>
              <td className="px-3 py-2">
                <OrderLink code={movement.orderCode} />
              </td>
            </tr>
          ))}
        </DataTable>
      </div>
    </>
  );
}
