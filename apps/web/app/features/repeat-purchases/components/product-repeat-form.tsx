import type { Product } from '@shop/contract';
import { useState } from 'react';
import { LocalizedLink } from '~/components/localized-link';
import { toast } from '~/components/toasts/toast';
import { useLanguage } from '~/lib/language';
import { useRouteNamespaces, useTranslation } from '~/lib/use-translation';
import { useInsertRepeatPurchase } from '../api/change-repeat-purchases';
import { repeatPurchasesTranslations } from '../translations';
import { useFailureToast } from '../use-failure-toast';
import { IntervalSelect } from './interval-select';

/**
 * Have the product (in the chosen size) come back every 1, 2 or 3 months. `collapsed` (a cart
 * line) folds it under its heading, so a cart of many lines stays short.
 */
export function ProductRepeatForm({
  product,
  dimensionId,
  collapsed = false,
}: {
  product: Product;
  dimensionId: number;
  collapsed?: boolean;
}) {
  // Loaded with this form only: the product page carries these texts for signed-in customers alone.
  useRouteNamespaces(repeatPurchasesTranslations);
  const { t } = useTranslation('repeat-purchases');
  const language = useLanguage();
  const [months, setMonths] = useState(1);
  const insert = useInsertRepeatPurchase(language);
  const failed = useFailureToast();
  const submit = () =>
    insert.run({ pid: product.id, dimension: dimensionId, qty: 1, intv: months }).then(
      () =>
        toast.success(
          <LocalizedLink to="/profile/repeat-purchases" className="underline">
            {t('product.done')}
          </LocalizedLink>,
        ),
      failed,
    );
  const form = (
    <fieldset className="mt-4 rounded-md border border-line p-3" data-testid="product-repeat">
      {/* Folded, the summary above says it already. */}
      <legend className={collapsed ? 'sr-only' : 'px-1 text-sm font-medium'}>{t('product.heading')}</legend>
      <div className="flex flex-wrap items-end gap-3">
        <IntervalSelect value={months} onChange={setMonths} />
        <button
          type="button"
          onClick={submit}
          disabled={insert.pending}
          className="h-11 rounded-md border border-brand-700 px-4 font-medium text-brand-700 hover:bg-brand-50 disabled:opacity-50"
        >
          {t('product.submit')}
        </button>
      </div>
    </fieldset>
  );
  if (!collapsed) return form;
  return (
    <details className="text-sm" data-testid="cart-line-repeat">
      <summary className="cursor-pointer text-brand-700 underline">{t('product.heading')}</summary>
      {form}
    </details>
  );
}
