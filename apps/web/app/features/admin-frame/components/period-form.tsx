import { Form } from 'react-router';
import { useTranslation } from '~/lib/use-translation';

/** A report's period as two Athens days, sent as the page's `from` and `to` (read by `periodQuery`). */
export function PeriodForm({ from, to }: { from: string; to: string }) {
  const { t } = useTranslation('admin');
  return (
    <Form method="get" className="mb-6 flex flex-wrap items-end gap-3">
      <label className="flex flex-col text-sm">
        {t('period.from')}
        <input
          type="date"
          name="from"
          defaultValue={from}
          className="rounded-md border border-line px-3 py-2"
        />
      </label>
      <label className="flex flex-col text-sm">
        {t('period.to')}
        <input type="date" name="to" defaultValue={to} className="rounded-md border border-line px-3 py-2" />
      </label>
      <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 text-sm text-white">
        {t('filter')}
      </button>
    </Form>
  );
}
