import type { AdminPickingOrder, Voucher, VoucherBulkResult } from '@shop/contract';
import { AdminForm, DataTable, formatAdminMoney, Header } from '~/features/admin-frame';
import { statusKey } from '~/features/admin-orders';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';

const inputClass = 'rounded-md border border-line px-3 py-2';

/**
 * The bulk form's data as the contract's bulk body: the order of the row's own button alone,
 * else every ticked order. The submitter's value is only in the posted form, so the action
 * reads it and checks the body with the contract.
 */
export function voucherInput(form: FormData) {
  const only = form.get('only');
  const ids = only ? [only] : form.getAll('ids');
  return { ids: ids.map(Number), car: String(form.get('car') ?? '') };
}

/**
 * The packed orders with their vouchers: each without one ticked for the bulk voucher, or made
 * alone with its row's button; what the carrier refused is shown beside the order, in the staff
 * member's language, until the address is corrected and the voucher asked again.
 */
export function PackedOrders({
  orders,
  vouchers,
  mayChange,
}: {
  orders: AdminPickingOrder[];
  vouchers: Map<number, Voucher>;
  mayChange: boolean;
}) {
  const { t } = useTranslation('admin-fulfilment');
  const { t: adminText } = useTranslation('admin');
  const language = useLanguage();
  if (orders.length === 0)
    return (
      <section aria-labelledby="shipping-packed">
        <h2 id="shipping-packed" className="mb-2 font-semibold">
          {t('shipping.packed')}
        </h2>
        <p className="text-muted">{t('shipping.none')}</p>
      </section>
    );
  return (
    <section aria-labelledby="shipping-packed">
      <h2 id="shipping-packed" className="mb-2 font-semibold">
        {t('shipping.packed')}
      </h2>
      <AdminForm intent="vouchers">
        {({ pending, outcome }) => {
          const result = outcome?.ok ? (outcome.data as VoucherBulkResult) : null;
          const refused = new Map(
            (result?.items ?? [])
              .filter((item) => item.res === 'refused')
              .map((item) => [item.oid, item.errs]),
          );
          return (
            <div className="space-y-3">
              <DataTable
                caption={t('shipping.packed')}
                head={
                  <>
                    {mayChange && <Header>{t('shipping.choose')}</Header>}
                    <Header>{t('shipping.order')}</Header>
                    <Header>{t('shipping.recipient')}</Header>
                    <Header>{t('shipping.status')}</Header>
                    <Header>{t('shipping.voucher')}</Header>
                  </>
                }
              >
                {orders.map((order) => {
                  const voucher = vouchers.get(order.id);
                  const problems = voucher ? undefined : refused.get(order.id);
                  return (
                    <tr key={order.id} data-testid="shipping-order" className="align-top">
                      {mayChange && (
                        <td className="px-3 py-2">
                          {!voucher && (
                            <input
                              type="checkbox"
                              name="ids"
                              value={order.id}
                              defaultChecked
                              className="h-5 w-5"
                              aria-label={t('shipping.choose_order', { code: order.code })}
                            />
                          )}
                        </td>
                      )}
                      <td className="px-3 py-2 font-mono">{order.code}</td>
                      <td className="px-3 py-2">
                        {order.recipient}, {order.city}
                        <span className="block text-xs text-muted">{order.shipping}</span>
                      </td>
                      <td className="px-3 py-2">{adminText(statusKey(order.status))}</td>
                      <td className="px-3 py-2">
                        {voucher ? (
                          <VoucherCell voucher={voucher} code={order.code} language={language} />
                        ) : (
                          <div className="space-y-2">
                            <span className="text-muted">{t('shipping.no_voucher')}</span>
                            {problems && problems.length > 0 && (
                              <div role="alert" className="rounded-md border border-sale p-2 text-sale">
                                <p className="font-semibold">{t('shipping.refused', { code: order.code })}</p>
                                <ul className="list-disc pl-5">
                                  {problems.map((problem) => (
                                    <li key={`${problem.fld}-${problem.msg}`}>{problem.msg}</li>
                                  ))}
                                </ul>
                              </div>
                            )}
                            {mayChange && (
                              <button
                                type="submit"
                                name="only"
                                value={order.id}
                                disabled={pending}
                                aria-label={t('shipping.create_one_label', { code: order.code })}
                                className="block rounded-md border border-line px-3 py-1 disabled:opacity-60"
                              >
                                {t('shipping.create_one')}
                              </button>
                            )}
                          </div>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </DataTable>
              {mayChange && (
                <div className="flex flex-wrap items-end gap-3">
                  <label className="flex flex-col text-sm">
                    {t('shipping.carrier')}
                    <select name="car" defaultValue="acs" className={inputClass}>
                      <option value="acs">{t('shipping.carrier_acs')}</option>
                      <option value="boxnow">{t('shipping.carrier_boxnow')}</option>
                    </select>
                  </label>
                  <button
                    type="submit"
                    disabled={pending}
                    className="rounded-md bg-brand-700 px-4 py-2 text-sm text-white disabled:opacity-60"
                  >
                    {t('shipping.create_chosen')}
                  </button>
                </div>
              )}
              {result && (
                <p role="status" className="text-sm text-brand-800">
                  {t('shipping.made', {
                    created: result.items.filter((item) => item.res === 'created').length,
                    existing: result.items.filter((item) => item.res === 'existing').length,
                    refused: result.items.filter((item) => item.res === 'refused').length,
                  })}
                </p>
              )}
              {outcome && !outcome.ok && outcome.message && (
                <p role="alert" className="text-sm text-sale">
                  {outcome.message}
                </p>
              )}
            </div>
          );
        }}
      </AdminForm>
    </section>
  );
}

function VoucherCell({ voucher, code, language }: { voucher: Voucher; code: string; language: string }) {
  const { t } = useTranslation('admin-fulfilment');
  const label = `shipping/labels?${new URLSearchParams({ ids: String(voucher.id), fmt: 'label' })}`;
  return (
    <div data-testid="order-voucher">
      <p>
        {t(`shipping.carrier_${voucher.car}`)} ·{' '}
        <span className="font-mono" data-testid="voucher-number">
          {voucher.tn}
        </span>
      </p>
      <p className="text-xs text-muted">
        {t('shipping.weight', { kg: (voucher.wg / 1000).toLocaleString(language) })}
        {voucher.cod > 0 &&
          ` · ${t('shipping.cod', { amount: formatAdminMoney(voucher.cod / 100, language) })}`}
      </p>
      <p className="text-xs">
        {voucher.pl ? t('shipping.pickup_list', { number: voucher.pl }) : t('shipping.open_day')}
      </p>
      <p className="flex gap-3 text-xs">
        {voucher.lnk && (
          <a href={voucher.lnk} target="_blank" rel="noreferrer" className="text-brand-700 underline">
            {t('shipping.follow')}
          </a>
        )}
        <a
          href={label}
          target="_blank"
          rel="noreferrer"
          aria-label={t('shipping.label_of', { code })}
          className="text-brand-700 underline"
        >
          {t('shipping.label')}
        </a>
      </p>
    </div>
  );
}
