import type { ContactInfo, TakeawayStore } from '@shop/contract';
import { useLanguage } from '~/lib/language';
import { useBrowserData } from '~/lib/use-browser-data';
import { useTranslation } from '~/lib/use-translation';
import { getContactInfo, getStores } from '../api/contact-info';

/** Digits and a leading + of a phone as written, for a `tel:` link. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * How to reach the shop: the call centre, the email address and the stores (Lamia, Larissa), as
 * the page's loader read them; what it could not read, the browser asks for again.
 */
export function ShopDetails({
  info: loadedInfo,
  stores: loadedStores,
}: {
  info: ContactInfo | null;
  stores: TakeawayStore[] | null;
}) {
  const { t } = useTranslation('contact');
  const language = useLanguage();
  const askedInfo = useBrowserData(loadedInfo ? null : ['contact', 'info', language], (signal) =>
    getContactInfo(language, signal),
  );
  const askedStores = useBrowserData(loadedStores ? null : ['contact', 'stores', language], (signal) =>
    getStores(language, signal),
  );
  const info = loadedInfo ?? askedInfo.data ?? null;
  const stores = loadedStores ?? askedStores.data?.items ?? null;

  return (
    <section aria-labelledby="contact-details" className="space-y-4">
      <h2 id="contact-details" className="text-lg font-semibold">
        {t('details.title')}
      </h2>
      <dl className="grid gap-3 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-muted">{t('details.phone')}</dt>
          <dd>
            {info ? (
              <a href={telHref(info.tel)} className="font-medium text-brand-700 underline">
                {info.tel}
              </a>
            ) : (
              '—'
            )}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t('details.email')}</dt>
          <dd>
            {info ? (
              <a href={`mailto:${info.eml}`} className="font-medium text-brand-700 underline">
                {info.eml}
              </a>
            ) : (
              '—'
            )}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t('details.hours')}</dt>
          <dd>{t('details.hours_value')}</dd>
        </div>
      </dl>
      <h3 className="font-semibold">{t('details.stores')}</h3>
      <ul className="grid gap-3 sm:grid-cols-2" aria-busy={stores === null && askedStores.loading}>
        {(stores ?? []).map((store) => (
          <li key={store.id} className="rounded-md border border-line p-3 text-sm">
            <p className="font-medium">{store.nm}</p>
            <p>
              {store.adr}, {store.pc} {store.ct}
            </p>
            <p>
              <a href={telHref(store.tel)} className="text-brand-700 underline">
                {store.tel}
              </a>
            </p>
            {store.hours.map((line) => (
              <p key={line} className="text-muted">
                {line}
              </p>
            ))}
          </li>
        ))}
      </ul>
    </section>
  );
}
