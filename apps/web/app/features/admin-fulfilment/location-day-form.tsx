import type { AdminStockLocation } from '@shop/contract';
import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { useTranslation } from '~/lib/use-translation';

const inputClass = 'rounded-md border border-line px-3 py-2';

/** The location and day a fulfilment page shows, sent as the page's `location` and `day`. */
export function LocationDayForm({
  locations,
  location,
  day,
  children,
}: {
  locations: AdminStockLocation[];
  location: number;
  day: string;
  /** What stands beside the button, such as the day's PDF. */
  children?: ReactNode;
}) {
  const { t } = useTranslation('admin-fulfilment');
  return (
    <Form method="get" className="mb-4 flex flex-wrap items-end gap-3">
      <label className="flex flex-col text-sm">
        {t('picking.location')}
        <select name="location" defaultValue={location} className={inputClass}>
          {locations.map((option) => (
            <option key={option.id} value={option.id}>
              {option.nm}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col text-sm">
        {t('picking.day')}
        <input type="date" name="day" defaultValue={day} className={inputClass} />
      </label>
      <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 text-sm text-white">
        {t('picking.show')}
      </button>
      {children}
    </Form>
  );
}
