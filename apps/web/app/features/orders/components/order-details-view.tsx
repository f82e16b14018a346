import {
  centsToEuros,
  eurosToCents,
  formatEuros,
  type OrderAddress,
  type OrderDetails,
} from '@shop/contract';
import { LocalizedLink } from '~/components/localized-link';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import { formatOrderDate } from '../order-status';
import { BankAccounts } from './bank-accounts';
import { OrderStatusLabel } from './order-status-label';

function Address({ title, address }: { title: string; address: OrderAddress }) {
  return (
    <div className="rounded-md border border-line p-4 text-sm">
      <h3 className="mb-1 font-semibold">{title}</h3>
      <p>
        {address.fnm} {address.lnm}
      </p>
      <p>{address.adr1}</p>
      <p>
        {address.pc} {address.ct}, {address.crnm}, {address.ctnm}
      </p>
      <p>{address.mob}</p>
    </div>
  );
}

function Money({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? 'font-semibold' : ''}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * An order's lines, totals, addresses, delivery and status history (dates in Athens time).
 * A page that already shows the bank accounts (the success page's next steps) leaves them out.
 */
export function OrderDetailsView({
  order,
  withBankAccounts = true,
}: {
  order: OrderDetails;
  withBankAccounts?: boolean;
}) {
  const { t } = useTranslation('orders');
  const language = useLanguage();
  const euros = (value: number) => formatEuros(value, language);
  // Promotions and coupons: what is left of the reduction once gift cards and points are apart.
  const discount = centsToEuros(
    eurosToCents(order.totals.dsct) - eurosToCents(order.totals.gc_amt) - eurosToCents(order.totals.lpnt_amt),
  );
  return (
    <article className="space-y-8" data-testid="order-details">
      <header className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 className="text-xl font-semibold">{t('details.title', { code: order.code })}</h2>
        <p className="text-sm">
          {formatOrderDate(order.dt, language)} · <OrderStatusLabel status={order.st} />
        </p>
      </header>

      <section aria-labelledby="order-lines">
        <h3 id="order-lines" className="mb-2 font-semibold">
          {t('details.lines')}
        </h3>
        <ul className="divide-y divide-line rounded-md border border-line">
          {order.lines.map((line) => (
            <li key={`${line.pid}:${line.pdid}:${line.AutoInserted}`} className="flex gap-3 p-3 text-sm">
              {line.img && (
                <img src={line.img} alt="" width={48} height={48} className="rounded border border-line" />
              )}
              <div className="min-w-0 flex-1">
                {line.eurl ? (
                  <LocalizedLink to={`/products/${line.eurl}`} className="font-medium hover:text-brand-700">
                    {line.nm}
                  </LocalizedLink>
                ) : (
                  <span className="font-medium">{line.nm}</span>
                )}
                {line.dnm && <span className="block text-muted">{line.dnm}</span>}
                {line.AutoInserted && <span className="block text-brand-700">{t('details.gift')}</span>}
                <span className="block text-muted">
                  {line.AutoInserted ? `× ${line.qty}` : `${line.qty} × ${euros(line.uprc)}`}
                </span>
              </div>
              {/* Before discounts, as "Products" below: each discount is a row of the totals. */}
              <span className="shrink-0 whitespace-nowrap font-medium">
                {euros(centsToEuros(eurosToCents(line.amt) + eurosToCents(line.dsct)))}
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="order-totals" className="max-w-md">
        <h3 id="order-totals" className="mb-2 font-semibold">
          {t('details.totals')}
        </h3>
        <dl className="space-y-1 text-sm">
          <Money label={t('details.goods')} value={euros(order.totals.gamt)} />
          {discount > 0 && <Money label={t('details.discount')} value={`−${euros(discount)}`} />}
          {order.totals.gc_amt > 0 && (
            <Money label={t('details.gift_cards')} value={`−${euros(order.totals.gc_amt)}`} />
          )}
          {order.totals.lpnt_amt > 0 && (
            <Money
              label={t('details.points_amount', { count: order.totals.lpnt_used })}
              value={`−${euros(order.totals.lpnt_amt)}`}
            />
          )}
          <Money
            label={t('details.shipping', { name: order.shipping.nm })}
            value={euros(order.totals.shipping)}
          />
          {order.totals.payment_fee > 0 && (
            <Money
              label={t('details.payment_fee', { name: order.payment.nm })}
              value={euros(order.totals.payment_fee)}
            />
          )}
          <Money label={t('details.net')} value={euros(order.totals.net)} />
          <Money label={t('details.vat')} value={euros(order.totals.vat)} />
          <Money label={t('details.total')} value={euros(order.totals.amt)} strong />
        </dl>
        {order.hasVies && (
          <p className="mt-2 text-sm" data-testid="intra-community">
            {t('details.intra_community')}
          </p>
        )}
        {order.totals.lpnt_used > 0 && (
          <p className="mt-2 text-sm">{t('details.points_used', { count: order.totals.lpnt_used })}</p>
        )}
        {order.totals.lpnt_earned > 0 && (
          <p className="mt-1 text-sm text-brand-700">
            {t('details.points_earned', { count: order.totals.lpnt_earned })}
          </p>
        )}
        <p className="mt-2 text-sm">
          {t('details.payment')}: {order.payment.nm}
          {order.inst > 1 && ` · ${t('details.installments', { count: order.inst })}`}
        </p>
      </section>

      <section aria-labelledby="order-delivery" className="space-y-3">
        <h3 id="order-delivery" className="font-semibold">
          {t('details.delivery')}
        </h3>
        <div className="grid gap-4 sm:grid-cols-2">
          <Address title={t('details.billing')} address={order.billing} />
          {order.store && (
            <div className="rounded-md border border-line p-4 text-sm" data-testid="order-store">
              <h4 className="mb-1 font-semibold">{t('details.store', { name: order.store.nm })}</h4>
              <p>
                {order.store.adr}, {order.store.pc} {order.store.ct} · {order.store.tel}
              </p>
              {order.store.hours.map((line) => (
                <p key={line}>{line}</p>
              ))}
            </div>
          )}
          {order.locker && (
            <div className="rounded-md border border-line p-4 text-sm" data-testid="order-locker">
              <h4 className="mb-1 font-semibold">{t('details.locker', { name: order.locker.nm })}</h4>
              <p>
                {order.locker.adr}, {order.locker.pc} {order.locker.ct}
              </p>
            </div>
          )}
          {!order.store && !order.locker && (
            <Address title={t('details.delivery_address')} address={order.delivery ?? order.billing} />
          )}
        </div>
        {order.company && (
          <p className="text-sm">
            {t('details.invoice', {
              company: order.company.cnm,
              vat: order.company.vat,
              office: order.company.irs,
            })}
          </p>
        )}
        {withBankAccounts && <BankAccounts banks={order.banks} code={order.code} />}
      </section>

      <section aria-labelledby="order-history">
        <h3 id="order-history" className="mb-2 font-semibold">
          {t('details.history')}
        </h3>
        <ol className="space-y-2 border-l-2 border-brand-700 pl-4 text-sm" data-testid="status-history">
          {order.statuses.map((change) => (
            <li key={`${change.dt}:${change.st}`}>
              <span className="font-medium">
                <OrderStatusLabel status={change.st} />
              </span>{' '}
              <time dateTime={change.dt} className="text-muted">
                {formatOrderDate(change.dt, language)}
              </time>
              {change.note && <span className="block">{change.note}</span>}
            </li>
          ))}
        </ol>
      </section>
    </article>
  );
}
