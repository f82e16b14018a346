import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import { useTrackingParcels } from '../api/tracking-parcels';

const when = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language === 'el' ? 'el-GR' : 'en-GB', {
    timeZone: 'Europe/Athens',
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));

/**
 * An order's parcels on its page: the courier, the tracking number with the link to the courier's
 * own tracking page, and what the courier reported, newest first; nothing before a voucher exists.
 */
export function TrackingParcels({ uid, email }: { uid: string; email: string | null }) {
  const { t } = useTranslation('orders');
  const language = useLanguage();
  const parcels = useTrackingParcels(language, uid, email);
  const items = parcels.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby="order-tracking"
      className="rounded-lg border border-line p-5"
      data-testid="order-tracking"
    >
      <h2 id="order-tracking" className="text-lg font-semibold">
        {t('tracking.title')}
      </h2>
      {items.map((parcel) => (
        <div key={`${parcel.car}-${parcel.tn}`} className="mt-3">
          <p>
            <span className="font-semibold">{t(`tracking.${parcel.crn}`)}</span> ·{' '}
            {t('tracking.number', { number: parcel.tn })}
          </p>
          {parcel.lnk && (
            <a
              href={parcel.lnk}
              target="_blank"
              rel="noreferrer"
              className="text-sm text-brand-700 underline"
            >
              {t('tracking.follow')}
            </a>
          )}
          {parcel.evs.length === 0 ? (
            <p className="mt-2 text-sm text-muted">{t('tracking.none')}</p>
          ) : (
            <ol className="mt-2 divide-y divide-line text-sm">
              {parcel.evs.map((event) => (
                <li key={`${event.at}-${event.txt}`} className="py-1.5">
                  <span className="font-semibold">{event.ttl}</span> · {when(event.at, language)}
                  <span className="block text-muted">
                    {event.txt}
                    {event.loc ? ` · ${event.loc}` : ''}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </div>
      ))}
    </section>
  );
}
