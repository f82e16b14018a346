import { localeOf, type OrderDetails, SHOP_TIME_ZONE } from '@shop/contract';
import { lazy, Suspense, useState } from 'react';
import { Dialog } from '~/components/ui/dialog';
import { getProductsByIds } from '~/features/catalog';
import { downloadDocument, useOrderDocuments } from '~/features/documents';
import { useLanguage, usePublicConfig } from '~/lib/language';
import { useBrowserData } from '~/lib/use-browser-data';
import { useTranslation } from '~/lib/use-translation';
import { downloadReturnLabel, useCustomerReturns } from '../api/get-customer-returns';
import {
  anyReturnable,
  canAskReturn,
  creditNotesOf,
  lockedProducts,
  returnDeadline,
  unitsLeft,
} from '../return-rules';
import { ReturnCard } from './return-card';

// The form (its schema, fields and rules) loads when the customer opens it, not with the order page.
const ReturnForm = lazy(() => import('./return-form').then((module) => ({ default: module.ReturnForm })));

/**
 * On a signed-in customer's order page: the order's returns with their state and refund, and,
 * within the withdrawal period of a delivered order, the action that asks for one (decision 048).
 */
export function OrderReturns({ order }: { order: OrderDetails }) {
  const { t } = useTranslation('returns');
  const language = useLanguage();
  const { returnsWithdrawalDays } = usePublicConfig();
  const returns = useCustomerReturns(language);
  const documents = useOrderDocuments(language, order.uid, null);
  const productIds = [...new Set(order.lines.map((line) => line.pid))];
  const products = useBrowserData(['products', 'by-ids', language, productIds], (signal) =>
    getProductsByIds(language, productIds, signal),
  );
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  const [failed, setFailed] = useState(false);
  const items = (returns.data?.items ?? []).filter((item) => item.uid === order.uid);
  const askable = canAskReturn(order, returnsWithdrawalDays);
  if (items.length === 0 && !askable) return null;
  const deadline = returnDeadline(order, returnsWithdrawalDays);
  const left = unitsLeft(order, items);
  const locked = lockedProducts(products.data?.items ?? []);
  const returnable = anyReturnable(order, left, locked);
  const credits = creditNotesOf(items, documents.data?.items ?? []);
  const saving = async (save: () => Promise<void>) => {
    setFailed(false);
    try {
      await save();
    } catch {
      setFailed(true);
    }
  };
  return (
    <section
      aria-labelledby="order-returns"
      className="rounded-lg border border-line p-5"
      data-testid="order-returns"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="order-returns" className="text-lg font-semibold">
          {t('title')}
        </h2>
        {askable && returnable && (
          <button
            type="button"
            className="rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800"
            onClick={() => {
              setDone(false);
              setOpen(true);
            }}
          >
            {t('action')}
          </button>
        )}
      </div>
      {askable && deadline && (
        <p className="mt-1 text-sm text-muted">
          {t('until', {
            date: new Intl.DateTimeFormat(localeOf(language), {
              timeZone: SHOP_TIME_ZONE,
              dateStyle: 'long',
            }).format(deadline),
          })}
        </p>
      )}
      {askable && !returnable && products.data && (
        <p className="mt-1 text-sm text-muted" data-testid="returns-none-left">
          {t('none_returnable')}
        </p>
      )}
      {done && (
        <p role="status" className="mt-3 rounded-md bg-brand-50 p-3 text-sm" data-testid="return-requested">
          {t('requested')}
        </p>
      )}
      {items.length > 0 && (
        <ul className="mt-2 divide-y divide-line">
          {items.map((item) => (
            <ReturnCard
              key={item.id}
              item={item}
              creditNote={credits.get(item.id)}
              onDownload={(document) =>
                void saving(() => downloadDocument(language, order.uid, null, document))
              }
              onLabel={(shipped) => void saving(() => downloadReturnLabel(language, shipped))}
            />
          ))}
        </ul>
      )}
      {failed && (
        <p role="alert" className="mt-2 text-sm text-sale">
          {t('download_failed')}
        </p>
      )}
      {open && (
        <Dialog
          title={t('form.title')}
          subtitle={t('form.subtitle', { code: order.code })}
          closeLabel={t('form.close')}
          onClose={() => setOpen(false)}
          closeButton
          width="max-w-2xl"
        >
          <div className="max-h-[75vh] overflow-y-auto pr-1">
            <Suspense fallback={<div className="min-h-40" aria-busy="true" />}>
              <ReturnForm
                order={order}
                left={left}
                locked={locked}
                onDone={() => {
                  setOpen(false);
                  setDone(true);
                }}
              />
            </Suspense>
          </div>
        </Dialog>
      )}
    </section>
  );
}
