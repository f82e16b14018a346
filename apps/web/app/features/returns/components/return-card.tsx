import { formatEuros, localeOf, type OrderDocument, type OrderReturn, SHOP_TIME_ZONE } from '@shop/contract';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import { RETURN_STATUS_KEYS } from '../return-rules';

function formatDay(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(localeOf(language), {
    timeZone: SHOP_TIME_ZONE,
    dateStyle: 'medium',
  }).format(date);
}

interface ReturnCardProps {
  item: OrderReturn;
  /** The credit note issued for its refund, once it is. */
  creditNote: OrderDocument | undefined;
  onDownload: (document: OrderDocument) => void;
  onLabel: (item: OrderReturn) => void;
}

/**
 * One return of the order: its state, its lines with what receiving made of them, its voucher to
 * send the parcel with, staff's note and, once refunded, the money, points and credit note.
 */
export function ReturnCard({ item, creditNote, onDownload, onLabel }: ReturnCardProps) {
  const { t } = useTranslation('returns');
  const language = useLanguage();
  const refund = item.refund;
  return (
    <li className="space-y-2 py-4 text-sm" data-testid="order-return" data-status={item.st}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold">
          {t('list.title', { id: item.id, date: formatDay(item.dt, language) })}
        </h3>
        <span
          className={`rounded-full px-3 py-0.5 text-xs font-semibold ${item.st === 'rejected' ? 'bg-red-50 text-sale' : 'bg-brand-50 text-brand-800'}`}
          data-testid="return-status"
        >
          {t(RETURN_STATUS_KEYS[item.st])}
        </span>
      </div>
      <ul className="text-muted">
        {item.lines.map((line) => (
          <li key={line.olid} data-testid="return-line">
            {line.qty} × {line.nm}
            {line.out && (
              <span className={line.out === 'written_off' ? 'text-sale' : 'text-brand-800'}>
                {' · '}
                {t(`outcome.${line.out}`)}
                {line.out === 'written_off' && line.why ? `: ${line.why}` : ''}
              </span>
            )}
          </li>
        ))}
      </ul>
      <p>
        {t(`reason.${item.reason}`)} · {t(`method.${item.method}`)}
      </p>
      {item.cmt && <p className="text-muted">“{item.cmt}”</p>}
      {item.ship && <Voucher item={item} ship={item.ship} onLabel={onLabel} />}
      {item.st === 'rejected' && item.note && (
        <p className="text-sale" data-testid="return-note">
          {t('list.rejected_because', { note: item.note })}
        </p>
      )}
      {refund && (
        <dl className="grid max-w-md grid-cols-[1fr_auto] gap-x-4 gap-y-1" data-testid="return-refund">
          <dt>{t('list.amount')}</dt>
          <dd className="text-right font-semibold" data-testid="return-amount">
            {formatEuros(refund.amt, language)}
          </dd>
          {refund.gift > 0 && (
            <>
              <dt>{t('list.to_gift_cards')}</dt>
              <dd className="text-right">{formatEuros(refund.gift, language)}</dd>
            </>
          )}
          {refund.ded > 0 && (
            <>
              <dt>{t('list.deduction', { reason: refund.dedReason ?? '' })}</dt>
              <dd className="text-right">−{formatEuros(refund.ded, language)}</dd>
            </>
          )}
          {refund.pntBack > 0 && (
            <>
              <dt>{t('list.points_back')}</dt>
              <dd className="text-right" data-testid="return-points-back">
                +{refund.pntBack}
              </dd>
            </>
          )}
          {refund.pntTaken > 0 && (
            <>
              <dt>{t('list.points_taken')}</dt>
              <dd className="text-right" data-testid="return-points-taken">
                −{refund.pntTaken}
              </dd>
            </>
          )}
        </dl>
      )}
      {refund?.pst === 'due' && <p className="text-muted">{t('list.bank_transfer_due')}</p>}
      {creditNote && (
        <button
          type="button"
          className="text-brand-700 underline"
          data-testid="return-credit-note"
          onClick={() => onDownload(creditNote)}
        >
          {t('list.credit_note', { no: creditNote.no })}
        </button>
      )}
    </li>
  );
}

/** The voucher the parcel goes back with: carrier and number, its tracking page and label PDF. */
function Voucher({
  item,
  ship,
  onLabel,
}: {
  item: OrderReturn;
  ship: NonNullable<OrderReturn['ship']>;
  onLabel: (item: OrderReturn) => void;
}) {
  const { t } = useTranslation('returns');
  return (
    <div className="rounded-md bg-brand-50 p-3" data-testid="return-voucher">
      <p>
        {t('voucher.title', { carrier: t(`voucher.carrier.${ship.carrier}`) })}{' '}
        <span className="font-mono font-semibold" data-testid="return-voucher-no">
          {ship.voucher}
        </span>
      </p>
      {item.st === 'approved' && <p className="text-muted">{t(`voucher.hint.${ship.carrier}`)}</p>}
      <div className="mt-1 flex flex-wrap gap-4">
        {ship.trk && (
          <a href={ship.trk} target="_blank" rel="noreferrer" className="text-brand-700 underline">
            {t('voucher.track')}
          </a>
        )}
        {ship.label && (
          <button
            type="button"
            className="text-brand-700 underline"
            data-testid="return-label"
            onClick={() => onLabel(item)}
          >
            {t('voucher.label')}
          </button>
        )}
      </div>
    </div>
  );
}
