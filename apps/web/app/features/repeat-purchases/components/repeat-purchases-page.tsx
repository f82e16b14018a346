import { formatEuros, localeOf, type RepeatPurchase, SHOP_TIME_ZONE } from '@shop/contract';
import { LocalizedLink } from '~/components/localized-link';
import { toast } from '~/components/toasts/toast';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import {
  useDeleteRepeatPurchase,
  useSkipNextRepeatPurchase,
  useUpdateRepeatPurchase,
} from '../api/change-repeat-purchases';
import { useRepeatPurchases } from '../api/get-repeat-purchases';
import { useFailureToast } from '../use-failure-toast';
import { IntervalSelect } from './interval-select';

function dayText(day: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    timeZone: SHOP_TIME_ZONE,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(`${day}T12:00:00Z`));
}

function RepeatRow({ repeat }: { repeat: RepeatPurchase }) {
  const { t } = useTranslation('repeat-purchases');
  const language = useLanguage();
  const update = useUpdateRepeatPurchase(language);
  const skip = useSkipNextRepeatPurchase(language);
  const remove = useDeleteRepeatPurchase(language);
  const failed = useFailureToast();
  const saved = [() => toast.success(t('row.saved')), failed] as const;
  const busy = update.pending || skip.pending || remove.pending;
  const name = repeat.sz ? `${repeat.nm} (${repeat.sz})` : repeat.nm;
  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-end" data-testid="repeat-row">
      <div className="min-w-0 flex-1">
        {repeat.eurl ? (
          <LocalizedLink
            to={`/products/${repeat.eurl}`}
            className="font-medium [overflow-wrap:anywhere] hover:text-brand-700"
          >
            {name}
          </LocalizedLink>
        ) : (
          <span className="font-medium [overflow-wrap:anywhere]">{name}</span>
        )}
        <p className="text-sm text-muted">
          {t('row.quantity', { count: repeat.qty })}
          {repeat.prc !== null && ` · ${formatEuros(repeat.prc * repeat.qty, language)}`}
        </p>
        <p className="text-sm">
          {repeat.paused ? (
            <span className="font-medium text-sale">{t('row.paused')}</span>
          ) : (
            t('row.next', { date: dayText(repeat.nd, language) })
          )}
          {!repeat.avail && <span className="ml-2 font-medium text-sale">{t('row.unavailable')}</span>}
        </p>
      </div>
      <IntervalSelect
        value={repeat.intv}
        context={t('row.interval_for', { name: name })}
        disabled={busy}
        onChange={(months) => update.run({ id: repeat.id, intv: months }).then(...saved)}
      />
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={busy}
          onClick={() => update.run({ id: repeat.id, paused: !repeat.paused }).then(...saved)}
          className="h-11 rounded-md border border-line px-3 hover:bg-brand-50 disabled:opacity-50"
        >
          {repeat.paused ? t('row.resume') : t('row.pause')}
        </button>
        {!repeat.paused && (
          <button
            type="button"
            disabled={busy}
            onClick={() => skip.run(repeat.id).then(...saved)}
            className="h-11 rounded-md border border-line px-3 hover:bg-brand-50 disabled:opacity-50"
          >
            {t('row.skip')}
          </button>
        )}
        <button
          type="button"
          disabled={busy}
          onClick={() => remove.run(repeat.id).then(() => toast.success(t('row.deleted')), failed)}
          className="h-11 rounded-md px-3 text-muted underline disabled:opacity-50"
        >
          {t('row.delete')}
        </button>
      </div>
    </li>
  );
}

/** `profile/repeat-purchases`: the customer's repeats, each to change, pause, skip once or cancel. */
export function RepeatPurchasesPage() {
  const { t } = useTranslation('repeat-purchases');
  const language = useLanguage();
  const { data } = useRepeatPurchases(language);
  return (
    <div className="container-page space-y-6 py-8">
      <h1 className="text-2xl font-semibold">{t('title')}</h1>
      <p className="max-w-2xl text-sm text-muted">{t('intro')}</p>
      {data &&
        (data.items.length === 0 ? (
          <p>{t('empty')}</p>
        ) : (
          <ul className="divide-y divide-line rounded-lg border border-line bg-white">
            {data.items.map((repeat) => (
              <RepeatRow key={repeat.id} repeat={repeat} />
            ))}
          </ul>
        ))}
    </div>
  );
}
