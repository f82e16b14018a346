import { type AdminPickingOrder, adminPackOrderSchema, lineOfCode } from '@shop/contract';
import { useState } from 'react';
import { FieldError } from '~/components/ui/form-field';
import { AdminForm, formatAdminDate } from '~/features/admin-frame';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';

const inputClass = 'rounded-md border border-line px-3 py-2 text-base';

/** The form's data as the contract's pack body: the picks travel as JSON, made by the screen. */
export function packInput(form: FormData) {
  let picked: unknown = [];
  try {
    picked = JSON.parse(String(form.get('picked') ?? '[]'));
  } catch {
    picked = null;
  }
  const reason = String(form.get('reason') ?? '').trim();
  return {
    orderId: Number(form.get('orderId')),
    locationId: Number(form.get('locationId')),
    picked,
    partial: form.get('partial') === 'on',
    ...(reason ? { reason } : {}),
  };
}

/** What a line is scanned or ticked by: its barcode, else its size's code, else the product's. */
const codeOf = (line: AdminPickingOrder['lines'][number]) => line.barcode ?? line.sizeCode ?? line.code;

/**
 * One order to pack, worked on a phone: each line ticked, or scanned (a scanner types the barcode
 * and Enter); a scan that is no line of the order is kept and sent, so the API refuses it and
 * says why. Then "Mark packed", or a partial shipment chosen on purpose with its reason.
 */
export function PackOrder({ order, locationId }: { order: AdminPickingOrder; locationId: number }) {
  const { t } = useTranslation('admin-fulfilment');
  const language = useLanguage();
  const [counts, setCounts] = useState(() => order.lines.map(() => 0));
  const [unknown, setUnknown] = useState<string[]>([]);
  const [scan, setScan] = useState('');
  const picked = [
    ...order.lines.flatMap((line, index) =>
      (counts[index] ?? 0) > 0 ? [{ code: codeOf(line), quantity: counts[index] ?? 0 }] : [],
    ),
    ...unknown.map((code) => ({ code, quantity: 1 })),
  ];
  const addScan = () => {
    const code = scan.trim();
    if (!code) return;
    const index = lineOfCode(order.lines, code);
    if (index === -1) setUnknown((codes) => [...codes, code]);
    else setCounts((all) => all.map((count, at) => (at === index ? count + 1 : count)));
    setScan('');
  };

  return (
    <article
      className="rounded-lg border border-line bg-white p-3 sm:p-4"
      aria-labelledby={`order-${order.id}`}
      data-testid="picking-order"
    >
      <h3 id={`order-${order.id}`} className="font-semibold">
        {t('picking.order', { code: order.code })}
      </h3>
      <p className="text-sm text-muted">
        {order.recipient}, {order.city} · {order.shipping}
      </p>
      {order.packed ? (
        <div role="status" className="mt-2 rounded-md bg-brand-50 p-2 text-sm text-brand-800">
          <p>
            {t('picking.packed', {
              at: formatAdminDate(order.packed.at, language),
              staff: order.packed.staff ?? '—',
            })}
          </p>
          {order.packed.partial && (
            <p>{t('picking.packed_partial', { reason: order.packed.reason ?? '' })}</p>
          )}
          <ul className="mt-1 list-disc pl-5">
            {order.lines.map((line) => (
              <li key={`${line.productId}-${line.dimensionId}`}>
                {line.quantity} × {line.nm}
                {line.size ? ` · ${line.size}` : ''}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <AdminForm
          intent={`pack-${order.id}`}
          schema={adminPackOrderSchema}
          input={packInput}
          doneText={t('picking.done')}
        >
          {({ errors, pending, outcome }) => (
            <div className="mt-2 space-y-3">
              <input type="hidden" name="orderId" value={order.id} />
              <input type="hidden" name="locationId" value={locationId} />
              <input type="hidden" name="picked" value={JSON.stringify(picked)} />
              <ul className="divide-y divide-line">
                {order.lines.map((line, index) => {
                  const count = counts[index] ?? 0;
                  const name = line.size ? `${line.nm} · ${line.size}` : line.nm;
                  return (
                    <li
                      key={`${line.productId}-${line.dimensionId}`}
                      className="flex items-center gap-3 py-2"
                    >
                      <input
                        type="checkbox"
                        className="h-6 w-6 shrink-0"
                        aria-label={t('picking.tick', { name })}
                        checked={count === line.quantity}
                        onChange={(event) =>
                          setCounts((all) =>
                            all.map((each, at) =>
                              at === index ? (event.target.checked ? line.quantity : 0) : each,
                            ),
                          )
                        }
                      />
                      <span className="min-w-0 flex-1">
                        <span className="block break-words">{name}</span>
                        <span className="block font-mono text-xs text-muted">{codeOf(line)}</span>
                        <FieldError id={`line-${order.id}-${index}`} errors={errors[`lines.${index}`]} />
                      </span>
                      <span
                        className={`shrink-0 tabular-nums ${count === line.quantity ? 'text-brand-800' : 'text-muted'}`}
                      >
                        {t('picking.picked_of', { picked: count, quantity: line.quantity })}
                      </span>
                    </li>
                  );
                })}
              </ul>
              <div className="flex gap-2">
                <label className="flex min-w-0 flex-1 flex-col text-sm">
                  {t('picking.scan')}
                  <input
                    value={scan}
                    inputMode="numeric"
                    autoComplete="off"
                    className={inputClass}
                    onChange={(event) => setScan(event.target.value)}
                    onKeyDown={(event) => {
                      if (event.key !== 'Enter') return;
                      event.preventDefault();
                      addScan();
                    }}
                  />
                </label>
                <button
                  type="button"
                  onClick={addScan}
                  className="self-end rounded-md border border-line px-3 py-2"
                >
                  {t('picking.scan_add')}
                </button>
              </div>
              {unknown.length > 0 && (
                <p className="text-sm text-sale">
                  {t('picking.unknown_scans', { codes: unknown.join(', ') })}{' '}
                  <button type="button" className="underline" onClick={() => setUnknown([])}>
                    {t('picking.clear_scans')}
                  </button>
                </p>
              )}
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" name="partial" className="h-5 w-5" />
                {t('picking.partial')}
              </label>
              <label className="flex flex-col text-sm">
                {t('picking.reason')}
                <input name="reason" className={inputClass} />
                <FieldError id={`reason-${order.id}`} errors={errors.reason} />
              </label>
              {outcome && !outcome.ok && outcome.message && (
                <p role="alert" className="rounded-md border border-sale p-2 text-sm text-sale">
                  {outcome.message}
                </p>
              )}
              <button
                type="submit"
                disabled={pending}
                className="w-full rounded-md bg-brand-700 px-4 py-3 text-white disabled:opacity-60 sm:w-auto"
              >
                {t('picking.pack')}
              </button>
            </div>
          )}
        </AdminForm>
      )}
    </article>
  );
}
