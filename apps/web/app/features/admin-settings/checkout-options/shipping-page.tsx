import { type AdminShippingType, adminShippingTypeSaveSchema, SHIPPING_KINDS } from '@shop/contract';
import { Link } from 'react-router';
import { CheckboxField, SelectField, TextField } from '~/components/ui/form-field';
import {
  adminPath,
  BilingualFields,
  ChoosableRow,
  DataTable,
  EntryForm,
  formatAdminMoney,
  Header,
  ListWithForm,
  listErrors,
} from '~/features/admin-frame';
import { useLanguage } from '~/lib/language';
import { useTranslation } from '~/lib/use-translation';
import { shippingTypeSaveInput } from './options-input';

function ShippingTypeForm({ shipping }: { shipping: AdminShippingType | null }) {
  const { t } = useTranslation('admin');
  return (
    <EntryForm
      id={shipping?.id ?? null}
      area="settings"
      legend={shipping ? t('shipping_types.edit', { code: shipping.code }) : t('shipping_types.new')}
      schema={adminShippingTypeSaveSchema}
      input={shippingTypeSaveInput}
    >
      {(errors) => (
        <>
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField
              name="code"
              label={t('fields.code')}
              defaultValue={shipping?.code ?? ''}
              errors={errors.code}
            />
            <SelectField
              name="kind"
              label={t('shipping_types.kind')}
              defaultValue={shipping?.kind ?? ''}
              errors={errors.kind}
            >
              <option value="">—</option>
              {SHIPPING_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`shipping.${kind}`)}
                </option>
              ))}
            </SelectField>
            <TextField
              name="position"
              label={t('fields.position')}
              inputMode="numeric"
              defaultValue={shipping?.position ?? 0}
              errors={errors.position}
              optional
            />
            <TextField
              name="cost"
              label={t('shipping_types.cost')}
              inputMode="decimal"
              defaultValue={shipping?.cost ?? ''}
              errors={errors.cost}
            />
            <TextField
              name="islandSurcharge"
              label={t('shipping_types.island_surcharge')}
              inputMode="decimal"
              defaultValue={shipping?.islandSurcharge ?? 0}
              errors={errors.islandSurcharge}
              optional
            />
            <TextField
              name="countryIds"
              label={t('shipping_types.countries')}
              defaultValue={shipping?.countryIds.join(', ') ?? ''}
              errors={listErrors(errors, 'countryIds')}
              optional
            />
          </div>
          <BilingualFields values={shipping ? { el: shipping.el, en: shipping.en } : null} errors={errors} />
          <div className="flex flex-wrap gap-6">
            <CheckboxField name="freeAboveThreshold" defaultChecked={shipping?.freeAboveThreshold ?? true}>
              {t('shipping_types.free_above_threshold')}
            </CheckboxField>
            <CheckboxField name="isActive" defaultChecked={shipping?.isActive ?? true}>
              {t('fields.active')}
            </CheckboxField>
          </div>
        </>
      )}
    </EntryForm>
  );
}

/** The shipping types in their order, and the form of the one chosen (or a new one). */
export function ShippingTypePage({
  items,
  selected,
}: {
  items: AdminShippingType[];
  selected: number | null;
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const shipping = items.find((item) => item.id === selected) ?? null;
  return (
    <ListWithForm
      title={t('shipping_types.title')}
      path="/shipping-types"
      newText={t('shipping_types.new')}
      list={
        <DataTable
          caption={t('shipping_types.title')}
          head={
            <>
              <Header>{t('fields.code')}</Header>
              <Header>{t('fields.name')}</Header>
              <Header>{t('shipping_types.kind')}</Header>
              <Header className="text-right">{t('shipping_types.cost')}</Header>
              <Header>{t('fields.active')}</Header>
            </>
          }
        >
          {items.map((item) => (
            <ChoosableRow key={item.id} current={item.id === selected}>
              <td className="px-3 py-2">
                <Link
                  to={adminPath(language, `/shipping-types?id=${item.id}`)}
                  className="text-brand-800 underline"
                >
                  {item.code}
                </Link>
              </td>
              <td className="px-3 py-2">{item[language].nm}</td>
              <td className="px-3 py-2">{t(`shipping.${item.kind}`)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatAdminMoney(item.cost, language)}</td>
              <td className="px-3 py-2">{item.isActive ? t('yes') : t('no')}</td>
            </ChoosableRow>
          ))}
        </DataTable>
      }
      form={<ShippingTypeForm shipping={shipping} />}
    />
  );
}
