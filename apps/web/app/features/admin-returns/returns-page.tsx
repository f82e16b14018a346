import type { AdminReturn, AdminStockLocation } from '@shop/contract';
import { Link } from 'react-router';
import { FieldErrorTexts } from '~/components/ui/form-field';
import {
  adminPath,
  formatAdminDate,
  formatAdminMoney,
  ListSearch,
  PageHeading,
  Pager,
  RefusedFilters,
  useMayChange,
} from '~/features/admin-frame';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import { RETURN_STATES, STATE_CHOICES } from './return-states';
import { StepButtons } from './step-dialog';

export interface ReturnsData {
  list: { items: AdminReturn[]; total: number; page: number; psize: number };
  locations: AdminStockLocation[];
  filters: { q: string; st: string };
  /** Error codes of filters the contract refused; the list is then unfiltered. */
  refused: string[];
}

/**
 * The returns inbox (decision 048): customers' returns newest first, filtered by state and searched
 * by order code or e-mail, each with its lines and what receiving made of them, its reason, its
 * return voucher (or why none was made) and refund, and the steps its state allows
 * to a role that may change orders.
 */
export function ReturnsPage({ list, locations, filters, refused }: ReturnsData) {
  const { t } = useTranslation('admin-returns');
  const admin = useTranslation('admin').t;
  const mayChange = useMayChange('orders');
  return (
    <FieldErrorTexts.Provider value="admin-returns">
      <PageHeading title={t('title')} />
      <p className="mb-3 max-w-3xl text-sm text-muted">{t('intro')}</p>
      {!mayChange && <p className="mb-3 text-sm text-muted">{t('read_only')}</p>}
      <ListSearch q={filters.q} label={t('search')}>
        <label className="flex flex-col text-sm">
          {t('state')}
          <select name="st" defaultValue={filters.st} className="rounded-md border border-line px-3 py-2">
            <option value="">{admin('all')}</option>
            {STATE_CHOICES.map((choice) => (
              <option key={choice.state} value={choice.state}>
                {t(choice.label)}
              </option>
            ))}
          </select>
        </label>
      </ListSearch>
      <RefusedFilters refused={refused} />
      {list.items.length === 0 && <p className="text-muted">{t('none')}</p>}
      <ul className="space-y-3">
        {list.items.map((item) => (
          <li key={item.id}>
            <ReturnCard item={item} locations={locations} mayChange={mayChange} />
          </li>
        ))}
      </ul>
      <Pager page={list.page} psize={list.psize} total={list.total} />
    </FieldErrorTexts.Provider>
  );
}

function ReturnCard({
  item,
  locations,
  mayChange,
}: {
  item: AdminReturn;
  locations: AdminStockLocation[];
  mayChange: boolean;
}) {
  const { t } = useTranslation('admin-returns');
  const language = useLanguage();
  const money = (euros: number) => formatAdminMoney(euros, language);
  const headingId = `return-${item.id}`;
  const location = locations.find((each) => each.id === item.loc);
  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-line bg-white p-4">
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <h2 id={headingId} className="font-semibold">
          {t('return', { id: item.id })}
        </h2>
        <span
          data-testid="return-state"
          className={`rounded px-2 py-0.5 text-xs font-medium ${RETURN_STATES[item.st].tone}`}
        >
          {t(RETURN_STATES[item.st].label)}
        </span>
        <Link to={adminPath(language, `/orders/${item.uid}`)} className="text-brand-800 underline">
          {t('order', { code: item.code })}
        </Link>
        <span className="text-sm text-muted">{t('asked', { date: formatAdminDate(item.dt, language) })}</span>
        {item.upd !== item.dt && (
          <span className="text-sm text-muted">
            {t('updated', { date: formatAdminDate(item.upd, language) })}
          </span>
        )}
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="text-muted">{t('email')}</dt>
        <dd>
          <a href={`mailto:${item.eml}`} className="break-all underline">
            {item.eml}
          </a>
        </dd>
        <dt className="text-muted">{t('reason')}</dt>
        <dd>{t(`reasons.${item.reason}`)}</dd>
        <dt className="text-muted">{t('method')}</dt>
        <dd>{t(`methods.${item.method}`)}</dd>
        <dt className="text-muted">{t('comment')}</dt>
        <dd className="whitespace-pre-line">
          {item.cmt || <span className="text-muted">{t('no_comment')}</span>}
        </dd>
        {item.note !== null && (
          <>
            <dt className="text-muted">{t('note')}</dt>
            <dd data-testid="return-note" className="whitespace-pre-line">
              {item.note}
            </dd>
          </>
        )}
        {item.ship && (
          <>
            <dt className="text-muted">{t('voucher')}</dt>
            <dd data-testid="return-voucher">
              {t(`carriers.${item.ship.carrier}`)} <span className="font-mono">{item.ship.voucher}</span>
              {item.ship.trk && (
                <>
                  {' · '}
                  <a
                    href={item.ship.trk}
                    target="_blank"
                    rel="noreferrer"
                    className="text-brand-800 underline"
                  >
                    {t('track')}
                  </a>
                </>
              )}
            </dd>
          </>
        )}
        {item.shipErr !== null && (
          <>
            <dt className="text-muted">{t('voucher')}</dt>
            <dd data-testid="return-ship-error" className="text-sale">
              {t('ship_failed', { why: t(`ship_errors.${item.shipErr}`, { defaultValue: item.shipErr }) })}
            </dd>
          </>
        )}
        {location && (
          <>
            <dt className="text-muted">{t('location')}</dt>
            <dd data-testid="return-location">{location.nm}</dd>
          </>
        )}
        {item.refund === null && item.due !== null && item.st !== 'rejected' && (
          <>
            <dt className="text-muted">{t('due')}</dt>
            <dd data-testid="return-due">{money(item.due)}</dd>
          </>
        )}
      </dl>
      <table className="mt-3 w-full max-w-xl text-sm">
        <caption className="mb-1 text-left font-medium">{t('lines')}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">{t('product')}</th>
            <th scope="col">{t('quantity')}</th>
            <th scope="col">{t('outcome')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line border-y border-line">
          {item.lines.map((line) => (
            <tr key={line.olid}>
              <td className="py-1 pr-3">{line.nm}</td>
              <td className="whitespace-nowrap py-1 text-right tabular-nums">× {line.qty}</td>
              <td className="py-1 pl-3 text-right" data-testid="return-line-outcome">
                {line.out && (
                  <span className={line.out === 'written_off' ? 'text-sale' : 'text-muted'}>
                    {t(`outcomes.${line.out}`)}
                    {line.why ? `: ${line.why}` : ''}
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {item.refund && (
        <div className="mt-3 rounded-md bg-green-50 p-3 text-sm" data-testid="return-refund">
          <p className="font-semibold">{t('refunded', { amount: money(item.refund.amt) })}</p>
          <p>
            {t('refund_parts', {
              cash: money(item.refund.cash),
              gift: money(item.refund.gift),
              back: item.refund.pntBack,
              taken: item.refund.pntTaken,
            })}
          </p>
          {item.refund.ded > 0 && (
            <p>{t('deduction', { amount: money(item.refund.ded), reason: item.refund.dedReason ?? '' })}</p>
          )}
          {item.refund.pst && (
            <p>
              {t('money_state', { state: t(`money.${item.refund.pst}`, { defaultValue: item.refund.pst }) })}
            </p>
          )}
        </div>
      )}
      {mayChange && <StepButtons item={item} locations={locations} />}
    </article>
  );
}
