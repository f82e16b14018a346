import { type AdminProduct, adminStockSaveSchema } from '@shop/contract';
import { SubmitButton, TextField } from '~/components/ui/form-field';
import { AdminForm, useMayChange } from '~/features/admin-frame';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import { stockSaveInput } from './product-input';

/** Stock in hand: each size's, or the product's own when it has none. */
export function ProductStockForm({ product }: { product: AdminProduct }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const mayChange = useMayChange('catalog');
  const lines =
    product.dimensions.length > 0
      ? product.dimensions.map((dimension) => ({
          dimensionId: dimension.id as number | null,
          label: t('products.size_stock', { size: dimension[language].tx }),
          stock: dimension.stock,
        }))
      : [{ dimensionId: null, label: t('products.stock'), stock: product.stock }];
  return (
    <section className="rounded-lg border border-line bg-white p-4" aria-labelledby="product-stock">
      <h2 id="product-stock" className="mb-3 font-semibold">
        {t('products.stock')}
      </h2>
      <AdminForm intent="stock" schema={adminStockSaveSchema} input={stockSaveInput} doneText={t('saved')}>
        {({ errors, pending }) => (
          <fieldset disabled={!mayChange} className="space-y-3">
            <legend className="sr-only">{t('products.stock')}</legend>
            <input type="hidden" name="id" value={product.id} />
            <div className="grid gap-4 sm:grid-cols-3">
              {lines.map((line, index) => (
                <div key={line.dimensionId ?? 'product'}>
                  <input type="hidden" name="line" value={index} />
                  <input type="hidden" name={`lines.${index}.dimensionId`} value={line.dimensionId ?? ''} />
                  <TextField
                    name={`lines.${index}.stock`}
                    label={line.label}
                    inputMode="numeric"
                    defaultValue={line.stock}
                    errors={errors[`lines.${index}.stock`]}
                  />
                </div>
              ))}
            </div>
            {mayChange && <SubmitButton pending={pending}>{t('products.save_stock')}</SubmitButton>}
          </fieldset>
        )}
      </AdminForm>
    </section>
  );
}
