import {
  type AdminBrand,
  type AdminCategory,
  type AdminProduct,
  type adminProductOptionsSchema,
  adminProductSaveSchema,
  LANGUAGES,
} from '@shop/contract';
import type { z } from 'zod/mini';
import {
  CheckboxField,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
} from '~/components/ui/form-field';
import { AdminForm, useMayChange } from '~/features/admin-frame';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import { dimensionsField, productSaveInput } from './product-input';

type ProductOptions = z.infer<typeof adminProductOptionsSchema>;

const sectionClass = 'rounded-lg border border-line bg-white p-4';
const gridClass = 'grid gap-4 sm:grid-cols-2';

/** A price field in euros (a comma or a dot for the decimals). */
function EurosField(props: {
  name: string;
  label: string;
  value: number | null;
  errors?: string[];
  optional?: boolean;
}) {
  return (
    <TextField
      name={props.name}
      label={props.label}
      inputMode="decimal"
      defaultValue={props.value === null ? '' : props.value.toFixed(2)}
      errors={props.errors}
      optional={props.optional}
    />
  );
}

export interface ProductEditProps {
  product: AdminProduct;
  options: ProductOptions;
  categories: AdminCategory[];
  brands: AdminBrand[];
}

/** A product in both languages: texts, prices, labels, categories, brand and publication. */
export function ProductEditForm({ product, options, categories, brands }: ProductEditProps) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const mayChange = useMayChange('catalog');
  return (
    <AdminForm intent="save" schema={adminProductSaveSchema} input={productSaveInput} doneText={t('saved')}>
      {({ errors, pending }) => (
        <fieldset disabled={!mayChange} className="space-y-4">
          <legend className="sr-only">{t('products.edit')}</legend>
          <input type="hidden" name="id" value={product.id} />
          <input type="hidden" name="dimensions" value={dimensionsField(product.dimensions)} />
          <section className={sectionClass} aria-labelledby="product-prices">
            <h2 id="product-prices" className="mb-3 font-semibold">
              {t('products.prices')}
            </h2>
            <div className="grid gap-4 sm:grid-cols-4">
              <EurosField name="prc" label={t('products.price')} value={product.prc} errors={errors.prc} />
              <EurosField
                name="lprc"
                label={t('products.list_price')}
                value={product.lprc}
                errors={errors.lprc}
                optional
              />
              <EurosField
                name="rprc"
                label={t('products.retail_price')}
                value={product.rprc}
                errors={errors.rprc}
                optional
              />
              <TextField
                name="dscp"
                label={t('products.discount_percent')}
                inputMode="decimal"
                defaultValue={product.dscp}
                errors={errors.dscp}
                optional
              />
            </div>
            {product.dimensions.map((dimension, index) => (
              <div key={dimension.id} className="mt-3 grid gap-4 sm:grid-cols-4">
                <p className="self-center text-sm font-medium">{dimension[language].tx}</p>
                <EurosField
                  name={`dimensions.${index}.prc`}
                  label={t('products.size_price', { size: dimension[language].tx })}
                  value={dimension.prc}
                  errors={errors[`dimensions.${index}.prc`]}
                  optional
                />
                <EurosField
                  name={`dimensions.${index}.lprc`}
                  label={t('products.size_list_price', { size: dimension[language].tx })}
                  value={dimension.lprc}
                  errors={errors[`dimensions.${index}.lprc`]}
                  optional
                />
              </div>
            ))}
          </section>
          <section className={sectionClass} aria-labelledby="product-identity">
            <h2 id="product-identity" className="mb-3 font-semibold">
              {t('products.identity')}
            </h2>
            <div className={gridClass}>
              <TextField
                name="code"
                label={t('products.code')}
                defaultValue={product.code}
                errors={errors.code}
              />
              <TextField
                name="barcode"
                label={t('products.barcode')}
                defaultValue={product.barcode ?? ''}
                errors={errors.barcode}
                optional
              />
              <TextField
                name="eurl"
                label={t('products.slug')}
                defaultValue={product.eurl}
                errors={errors.eurl}
              />
              <SelectField
                name="manufacturerId"
                label={t('products.brand')}
                defaultValue={product.manufacturerId ?? ''}
                errors={errors.manufacturerId}
                optional
              >
                <option value="">{t('none')}</option>
                {brands.map((brand) => (
                  <option key={brand.id} value={brand.id}>
                    {brand[language].nm}
                  </option>
                ))}
              </SelectField>
              <SelectField
                name="categoryIds"
                label={t('products.categories')}
                multiple
                size={6}
                defaultValue={product.categoryIds.map(String)}
                errors={errors.categoryIds}
                optional
              >
                {categories.map((category) => (
                  <option key={category.id} value={category.id}>
                    {category[language].nm}
                  </option>
                ))}
              </SelectField>
              <SelectField
                name="availability"
                label={t('products.availability')}
                defaultValue={product.availability}
                errors={errors.availability}
              >
                {options.availabilities.map((availability) => (
                  <option key={availability.id} value={availability.id}>
                    {t(`availability.${availability.code}`, { defaultValue: availability.code })}
                  </option>
                ))}
              </SelectField>
              <TextField
                name="orderMaxQuantity"
                label={t('products.order_max')}
                inputMode="numeric"
                defaultValue={product.orderMaxQuantity ?? ''}
                errors={errors.orderMaxQuantity}
                optional
              />
            </div>
            <fieldset className="mt-4">
              <legend className="text-sm font-medium">{t('products.statuses')}</legend>
              <div className="mt-2 flex flex-wrap gap-4">
                {options.statuses.map((status) => (
                  <CheckboxField
                    key={status.id}
                    name="statusIds"
                    value={String(status.id)}
                    defaultChecked={product.statusIds.includes(status.id)}
                  >
                    {status.nm}
                  </CheckboxField>
                ))}
              </div>
            </fieldset>
            <div className="mt-4 flex flex-wrap gap-6">
              <CheckboxField name="isPublished" defaultChecked={product.isPublished}>
                {t('products.is_published')}
              </CheckboxField>
              <CheckboxField name="addDisabled" defaultChecked={product.addDisabled}>
                {t('products.add_disabled')}
              </CheckboxField>
              <CheckboxField name="nonReturnable" defaultChecked={product.nonReturnable}>
                {t('products.non_returnable')}
              </CheckboxField>
            </div>
          </section>
          {LANGUAGES.map((code) => (
            <section
              key={code}
              className={sectionClass}
              aria-labelledby={`product-texts-${code}`}
              lang={code}
            >
              <h2 id={`product-texts-${code}`} className="mb-3 font-semibold">
                {t(`products.texts_${code}`)}
              </h2>
              <div className="space-y-4">
                <TextField
                  name={`${code}.nm`}
                  label={t('products.name')}
                  defaultValue={product[code].nm}
                  errors={errors[`${code}.nm`]}
                />
                <TextAreaField
                  name={`${code}.sdsc`}
                  label={t('products.short_description')}
                  rows={3}
                  defaultValue={product[code].sdsc ?? ''}
                  errors={errors[`${code}.sdsc`]}
                  optional
                />
                <TextAreaField
                  name={`${code}.dsc`}
                  label={t('products.description')}
                  rows={8}
                  defaultValue={product[code].dsc ?? ''}
                  errors={errors[`${code}.dsc`]}
                  optional
                />
              </div>
            </section>
          ))}
          {mayChange && <SubmitButton pending={pending}>{t('save')}</SubmitButton>}
        </fieldset>
      )}
    </AdminForm>
  );
}
