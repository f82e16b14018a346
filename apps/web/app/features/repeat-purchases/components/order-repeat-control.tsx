import { useState } from 'react';
import { LocalizedLink } from '~/components/localized-link';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import { useInsertRepeatPurchasesFromOrder } from '../api/change-repeat-purchases';
import { useFailureToast } from '../use-failure-toast';
import { IntervalSelect } from './interval-select';

/** On one of the customer's orders: have its products come back every 1, 2 or 3 months. */
export function OrderRepeatControl({ uid }: { uid: string }) {
  const { t } = useTranslation('repeat-purchases');
  const language = useLanguage();
  const [months, setMonths] = useState(1);
  const insert = useInsertRepeatPurchasesFromOrder(language);
  const [done, setDone] = useState(false);
  const failed = useFailureToast();
  return (
    <section className="mt-8 rounded-lg border border-line p-5" aria-labelledby="order-repeat-heading">
      <h2 id="order-repeat-heading" className="text-lg font-semibold">
        {t('order.heading')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('order.text')}</p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <IntervalSelect value={months} onChange={setMonths} />
        <button
          type="button"
          disabled={insert.pending}
          onClick={() => {
            setDone(false);
            insert.run({ uid, intv: months }).then(() => setDone(true), failed);
          }}
          className="h-11 rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 disabled:opacity-50"
        >
          {t('order.submit')}
        </button>
      </div>
      {done && (
        <p className="mt-3 text-sm" role="status">
          {t('order.done')}{' '}
          <LocalizedLink to="/profile/repeat-purchases" className="text-brand-700 underline">
            {t('link.to_profile')}
          </LocalizedLink>
        </p>
      )}
    </section>
  );
}
