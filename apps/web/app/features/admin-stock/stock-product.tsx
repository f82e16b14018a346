import {
  type AdminProductStock,
  type AdminStockLocation,
  type AdminStockRow,
  adminLocationStockSaveSchema,
  adminStockTransferSchema,
} from '@shop/contract';
import { Link } from 'react-router';
import { FieldError } from '~/components/ui/form-field';
import {
  AdminForm,
  DataTable,
  formatAdminDate,
  Header,
  PageHeading,
  useMayChange,
  useQueryLink,
} from '~/features/admin-frame';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';

const inputClass = 'rounded-md border border-line px-3 py-2 text-sm';
const idOrNull = (value: FormDataEntryValue | null) => (value ? Number(value) : null);

/** The counts form as the contract's body: one line per size and location. */
export function countsInput(form: FormData) {
  return {
    productId: Number(form.get('productId')),
    reason: String(form.get('reason') ?? ''),
    lines: form.getAll('line').map((index) => ({
      locationId: Number(form.get(`lines.${index}.locationId`)),
      dimensionId: idOrNull(form.get(`lines.${index}.dimensionId`)),
      stock: Number(form.get(`lines.${index}.stock`)),
    })),
  };
}

/** The transfer form as the contract's body. */
export function transferInput(form: FormData) {
  return {
    productId: Number(form.get('productId')),
    dimensionId: idOrNull(form.get('dimensionId')),
    fromLocationId: Number(form.get('fromLocationId')),
    toLocationId: Number(form.get('toLocationId')),
    quantity: Number(form.get('quantity')),
    reason: String(form.get('reason') ?? ''),
  };
}

/** One product's stock per location and size: counts and transfers with a reason, and the movements that explain them. */
export function StockProduct({
  rows,
  stock,
  locations,
}: {
  rows: AdminStockRow[];
  stock: AdminProductStock;
  locations: AdminStockLocation[];
}) {
  const { t } = useTranslation('admin-stock');
  const language = useLanguage();
  const mayChange = useMayChange('catalog');
  const link = useQueryLink();
  const name = rows[0]?.nm ?? String(stock.productId);
  const cells = rows.flatMap((row) => locations.map((location) => ({ row, location })));
  const where = (id: number) => locations.find((location) => location.id === id)?.nm ?? String(id);
  const sizeOf = (id: number | null) => rows.find((row) => row.dimensionId === id)?.size ?? null;
  return (
    <>
      <PageHeading title={t('stock.edit_title', { name })} />
      <p className="mb-4">
        <Link to={link({ product: undefined })} className="text-brand-700 underline">
          {t('stock.back')}
        </Link>
      </p>
      <div className="grid gap-4 lg:grid-cols-2">
        <section aria-labelledby="stock-counts" className="rounded-lg border border-line bg-white p-4">
          <h2 id="stock-counts" className="mb-3 font-semibold">
            {t('stock.counts')}
          </h2>
          <AdminForm
            intent="save"
            schema={adminLocationStockSaveSchema}
            input={countsInput}
            doneText={t('stock.saved')}
          >
            {({ errors, pending }) => (
              <fieldset disabled={!mayChange} className="space-y-3">
                <input type="hidden" name="productId" value={stock.productId} />
                <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                  {cells.map(({ row, location }, index) => (
                    <label key={`${row.dimensionId}-${location.id}`} className="flex flex-col text-sm">
                      {row.size ? `${row.size} · ${location.nm}` : location.nm}
                      <input type="hidden" name="line" value={index} />
                      <input type="hidden" name={`lines.${index}.locationId`} value={location.id} />
                      <input
                        type="hidden"
                        name={`lines.${index}.dimensionId`}
                        value={row.dimensionId ?? ''}
                      />
                      <input
                        name={`lines.${index}.stock`}
                        inputMode="numeric"
                        defaultValue={row.at[String(location.id)] ?? 0}
                        className={inputClass}
                      />
                      <FieldError id={`count-${index}`} errors={errors[`lines.${index}.stock`]} />
                    </label>
                  ))}
                </div>
                <label className="flex flex-col text-sm">
                  {t('stock.reason')}
                  <input name="reason" className={inputClass} />
                  <FieldError id="count-reason" errors={errors.reason} />
                </label>
                {mayChange && (
                  <button
                    type="submit"
                    disabled={pending}
                    className="rounded-md bg-brand-700 px-4 py-2 text-sm text-white"
                  >
                    {t('stock.save')}
                  </button>
                )}
              </fieldset>
            )}
          </AdminForm>
        </section>
        {mayChange && (
          <section aria-labelledby="stock-transfer" className="rounded-lg border border-line bg-white p-4">
            <h2 id="stock-transfer" className="mb-3 font-semibold">
              {t('stock.transfer')}
            </h2>
            <AdminForm
              intent="transfer"
              schema={adminStockTransferSchema}
              input={transferInput}
              doneText={t('stock.transferred')}
            >
              {({ errors, pending, outcome }) => (
                <div className="grid gap-3 sm:grid-cols-2">
                  <input type="hidden" name="productId" value={stock.productId} />
                  {rows.some((row) => row.dimensionId !== null) ? (
                    <label className="flex flex-col text-sm">
                      {t('stock.size')}
                      <select name="dimensionId" className={inputClass}>
                        {rows.map((row) => (
                          <option key={row.dimensionId} value={row.dimensionId ?? ''}>
                            {row.size}
                          </option>
                        ))}
                      </select>
                    </label>
                  ) : (
                    <input type="hidden" name="dimensionId" value="" />
                  )}
                  {(['fromLocationId', 'toLocationId'] as const).map((field, index) => (
                    <label key={field} className="flex flex-col text-sm">
                      {t(index === 0 ? 'stock.from' : 'stock.to')}
                      <select name={field} defaultValue={locations[index]?.id} className={inputClass}>
                        {locations.map((location) => (
                          <option key={location.id} value={location.id}>
                            {location.nm}
                          </option>
                        ))}
                      </select>
                      <FieldError id={`transfer-${field}`} errors={errors[field]} />
                    </label>
                  ))}
                  <label className="flex flex-col text-sm">
                    {t('stock.quantity')}
                    <input name="quantity" inputMode="numeric" className={inputClass} />
                    <FieldError id="transfer-quantity" errors={errors.quantity} />
                  </label>
                  <label className="flex flex-col text-sm sm:col-span-2">
                    {t('stock.reason')}
                    <input name="reason" className={inputClass} />
                    <FieldError id="transfer-reason" errors={errors.reason} />
                  </label>
                  {outcome && !outcome.ok && outcome.message && (
                    <p role="alert" className="text-sm text-sale sm:col-span-2">
                      {outcome.message}
                    </p>
                  )}
                  <button
                    type="submit"
                    disabled={pending}
                    className="rounded-md bg-brand-700 px-4 py-2 text-sm text-white sm:col-span-2"
                  >
                    {t('stock.do_transfer')}
                  </button>
                </div>
              )}
            </AdminForm>
          </section>
        )}
      </div>
      <section aria-labelledby="stock-history" className="mt-6">
        <h2 id="stock-history" className="font-semibold">
          {t('stock.history')}
        </h2>
        <p className="mb-2 text-sm text-muted">{t('stock.history_note')}</p>
        <DataTable
          caption={t('stock.history')}
          head={
            <>
              <Header>{t('stock.when')}</Header>
              <Header>{t('stock.location')}</Header>
              <Header>{t('stock.kind')}</Header>
              <Header className="text-right">{t('stock.change')}</Header>
              <Header className="text-right">{t('stock.after')}</Header>
              <Header>{t('stock.who')}</Header>
              <Header>{t('stock.why')}</Header>
            </>
          }
        >
          {stock.history.map((movement) => (
            <tr key={movement.id} data-testid="stock-movement">
              <td className="px-3 py-2 whitespace-nowrap">{formatAdminDate(movement.at, language)}</td>
              <td className="px-3 py-2">
                {where(movement.locationId)}
                {sizeOf(movement.dimensionId) && (
                  <span className="block text-xs text-muted">{sizeOf(movement.dimensionId)}</span>
                )}
              </td>
              <td className="px-3 py-2">{t(`stock.kinds.${movement.kind}`)}</td>
              <td className="px-3 py-2 text-right tabular-nums">
                {movement.change > 0 ? `+${movement.change}` : movement.change}
              </td>
              <td className="px-3 py-2 text-right tabular-nums">{movement.stockAfter}</td>
              <td className="px-3 py-2">{movement.staff ?? '—'}</td>
              <td className="px-3 py-2">
                {movement.reason ?? ''}
                {movement.orderId !== null && (
                  <span className="block text-xs text-muted">
                    {t('stock.order', { id: movement.orderId })}
                  </span>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      </section>
    </>
  );
}
