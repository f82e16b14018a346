import { adminPath, PageHeading } from '~/features/admin-frame';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';

/** The accountant's and the owner's CSV files: orders of a period, every customer with their consent, and the stock per location. */
export function ExportsPage({ from, to }: { from: string; to: string }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return (
    <>
      <PageHeading title={t('exports.title')} />
      <p className="mb-4 max-w-prose text-sm">{t('exports.intro')}</p>
      <section aria-label={t('exports.orders')} className="mb-6">
        <h2 className="mb-2 text-lg font-semibold">{t('exports.orders')}</h2>
        <form
          method="get"
          action={adminPath(language, '/exports/orders')}
          className="flex flex-wrap items-end gap-3"
        >
          <label className="flex flex-col text-sm">
            {t('exports.from')}
            <input
              type="date"
              name="from"
              required
              defaultValue={from}
              className="rounded-md border border-line px-3 py-2"
            />
          </label>
          <label className="flex flex-col text-sm">
            {t('exports.to')}
            <input
              type="date"
              name="to"
              required
              defaultValue={to}
              className="rounded-md border border-line px-3 py-2"
            />
          </label>
          <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 text-sm text-white">
            {t('exports.download')}
          </button>
        </form>
      </section>
      <section aria-label={t('exports.customers')} className="mb-6">
        <h2 className="mb-2 text-lg font-semibold">{t('exports.customers')}</h2>
        <a href={adminPath(language, '/exports/customers')} download className="text-sm underline">
          {t('exports.download')}
        </a>
      </section>
      <section aria-label={t('exports.stock')}>
        <h2 className="mb-2 text-lg font-semibold">{t('exports.stock')}</h2>
        <a href={adminPath(language, '/exports/stock')} download className="text-sm underline">
          {t('exports.download')}
        </a>
      </section>
    </>
  );
}
