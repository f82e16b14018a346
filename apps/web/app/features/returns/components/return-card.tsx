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
}

/** One return of the order: its state, lines, staff's note and, once refunded, the money and points. */
export function ReturnCard({ item, creditNote, onDownload }: ReturnCardProps) {
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
          <li key={line.olid}>
            {line.qty} × {line.nm}
          </li>
        ))}
      </ul>
      <p>
        {t(`reason.${item.reason}`)} · {t(`method.${item.method}`)}
      </p>
      {item.cmt && <p className="text-muted">“{item.cmt}”</p>}
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
